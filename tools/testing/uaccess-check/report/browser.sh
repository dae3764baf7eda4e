# The HTML report in a real browser (Debian's chromium, headless, one
# start): it loads from file://, lists the fixture's findings, and the
# filters work when a reader clicks a check, types a path (substring and
# glob) or picks "new"; the data shows as text, never as markup; nothing
# is fetched from outside.  The same steps must fail on three copies of
# the report whose filter code is broken (check, path, baseline state),
# which proves that the steps see the filters.  A synthetic run of 1,200
# findings in 250 files shows them a group and a page at a time.
# Without chromium: skipped, but on CI (CI=true) a failure.  CI installs chromium (.ci/run).
chromium=${CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$chromium" ]; then
	echo "no $chromium (apt-get install chromium as root; .ci/run installs it)"
	[ "${CI:-}" = true ] && exit 1
	exit 77
fi
command -v python3 >/dev/null 2>&1 || { echo "no python3"; exit 77; }
html=$DIR/../../../../scripts/uaccess-check/uaccess-check-html
python3 "$html" -o "$TMP/report.html" "$DIR/fixture.sarif" || exit 1
# more findings than the report shows at once, in more files than groups
python3 "$DIR/synth-sarif.py" 1200 250 >"$TMP/large.sarif" || exit 1
python3 "$html" -o "$TMP/large.html" "$TMP/large.sarif" || exit 1

# mutants: the check, path or state filter lets everything through
sed 's/var okCheck = st\.checks\[C\[f\.c\]\.id\] === true/var okCheck = true/' \
	"$TMP/report.html" >"$TMP/no-check.html"
sed 's/if (!pm(S\[f\.f\])) continue;//' "$TMP/report.html" >"$TMP/no-path.html"
sed "s/okState = st\.state === 'all' ||/okState = true ||/" "$TMP/report.html" >"$TMP/no-state.html"
for m in no-check no-path no-state; do
	cmp -s "$TMP/report.html" "$TMP/$m.html" &&
		{ echo "mutant $m: the filter code changed, update this test's sed"; exit 1; }
done

mkdir "$TMP/profile" || exit 1
python3 "$DIR/browser-check.py" "$chromium" "$TMP/profile" "$TMP/report.html" \
	--large "$TMP/large.html" "$TMP/large.sarif" \
	"$TMP/no-check.html" "$TMP/no-path.html" "$TMP/no-state.html" || {
	echo "chromium's messages:"; tail -n 20 "$TMP/profile/stderr"; exit 1; }
exit 0
