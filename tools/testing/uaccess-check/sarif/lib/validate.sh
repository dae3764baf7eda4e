# SPDX-License-Identifier: GPL-2.0
# Sourced by the sarif/ tests: sarif_validate FILE... checks SARIF files
# with a real validator, npm's @microsoft/sarif-multitool-linux, installed
# on first use into $UC_TEST_CACHE (default: .cache/ beside the test
# areas, git-ignored; the package is 100 MB, so it is kept between runs).
# The multitool exits 0 on an invalid file: its own result file is read,
# and any result of level "error" (a schema violation, JSON1xxx, or a
# SARIF1xxx rule) fails.  It misses some schema violations (an enum value
# when nothing else is wrong), so the shipped schema is also applied with
# Python's jsonschema when that is installed (Debian's python3-jsonschema,
# which .ci/run installs).  json_parse FILE checks a file parses as JSON.
#
# No npm or no network: the test skips (exit 77) with the reason, except
# on CI (CI=true), where the validator must run.

MULTITOOL_VERSION=5.7.0
cache=${UC_TEST_CACHE:-$DIR/../.cache}
pkg=$cache/sarif-multitool-$MULTITOOL_VERSION/node_modules/@microsoft/sarif-multitool-linux
tool=$pkg/Sarif.Multitool

cannot_validate()
{
	if [ "${CI:-}" = true ]; then
		echo "SARIF validator unavailable on CI: $1"
		exit 1
	fi
	echo "$1"
	exit 77
}

install_multitool()
{
	[ -f "$tool" ] && [ -f "$pkg/sarif-2.1.0.json" ] && return 0
	command -v npm >/dev/null 2>&1 || cannot_validate "no npm to install the SARIF validator"
	command -v node >/dev/null 2>&1 || cannot_validate "no node to read the SARIF validator's output"
	mkdir -p "$cache" || cannot_validate "cannot create $cache"
	staging=$(mktemp -d "$cache/install.XXXXXX") || cannot_validate "cannot create a directory in $cache"
	if ! npm install --prefix "$staging" --no-audit --no-fund --loglevel=error \
		"@microsoft/sarif-multitool-linux@$MULTITOOL_VERSION" >"$staging.log" 2>&1; then
		tail -n 5 "$staging.log"
		rm -rf "$staging" "$staging.log"
		cannot_validate "npm install @microsoft/sarif-multitool-linux failed (no network?)"
	fi
	rm -f "$staging.log"
	# its postinstall only sets the execute bit, and npm 11 skips install scripts
	chmod u+x "$staging/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool"
	# another test run may have installed it meanwhile: either copy will do
	mv "$staging" "$cache/sarif-multitool-$MULTITOOL_VERSION" 2>/dev/null || rm -rf "$staging"
	[ -f "$tool" ] || cannot_validate "the SARIF validator is not where npm should have put it"
}

json_parse()
{
	node -e 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))' "$1" 2>&1 ||
		{ echo "$1: not valid JSON"; return 1; }
}

# sarif_validate FILE...: 0 if every FILE is valid SARIF 2.1.0, else 1 with
# the errors (one run of the validator for all: it takes 10 s to start)
sarif_validate()
{
	install_multitool
	ok=0
	for f in "$@"; do
		json_parse "$f" || ok=1
	done
	[ $ok = 0 ] || return 1
	out=$(mktemp "${TMP:-/tmp}/validation.XXXXXX")
	# the .NET runtime inside needs ICU unless told not to
	DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1 "$tool" validate "$@" -o "$out" \
		--log ForceOverwrite -j "$pkg/sarif-2.1.0.json" >"$out.log" 2>&1
	if [ ! -s "$out" ]; then
		echo "the validator wrote no result:"
		tail -n 5 "$out.log"
		return 1
	fi
	node -e '
		const log = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
		let bad = 0;
		for (const run of log.runs) {
			for (const r of run.results || [])
				if ((r.level || "warning") === "error") {
					bad++;
					const where = (((r.locations || [])[0] || {}).physicalLocation || {}).artifactLocation || {};
					console.log((where.uri || "?") + ": " + r.ruleId + ": " +
						    JSON.stringify(r.message.arguments || r.message.text));
				}
			for (const inv of run.invocations || [])
				for (const n of (inv.toolExecutionNotifications || []).concat(inv.toolConfigurationNotifications || []))
					if (n.level === "error") {
						bad++;
						console.log("validator: " + n.message.text);
					}
		}
		process.exit(bad ? 1 : 0);' "$out" || { echo "invalid SARIF (above)"; ok=1; }
	rm -f "$out" "$out.log"
	python3 -c 'import jsonschema' 2>/dev/null || return $ok
	python3 - "$pkg/sarif-2.1.0.json" "$@" <<'PY' || ok=1
import json, sys, jsonschema
schema = json.load(open(sys.argv[1], encoding="utf-8"))
check = jsonschema.validators.validator_for(schema)(schema)
bad = 0
for f in sys.argv[2:]:
    for e in list(check.iter_errors(json.load(open(f, encoding="utf-8"))))[:10]:
        bad += 1
        print(f + ": " + "/".join(str(p) for p in e.absolute_path) + ": " + e.message[:200])
sys.exit(1 if bad else 0)
PY
	return $ok
}
