# Labels are resolved on the tree, once (sema/stmt.c), for the checks and
# the flow layer: --dump-ast shows where each goto, &&label and asm goto
# label jumps (its LABELED statement) and the case labels of each switch,
# an inner switch's apart, a __label__ one of its block only.
"$UC" -Wno-decl --dump-ast "$DIR/inputs/labels.c" >"$TMP/out" 2>"$TMP/err" || {
	cat "$TMP/err"; exit 1; }
for want in "LABEL_ADDR out <[^>]*:4:12> 'void \*' label <[^>]*:23:9>" \
	    "SWITCH <[^>]*:5:2> case <[^>]*:6:2> case <[^>]*:8:2> case <[^>]*:13:2>\$" \
	    "GOTO out <[^>]*:7:3> label <[^>]*:23:9>" \
	    "SWITCH <[^>]*:9:3> case <[^>]*:10:3>\$" \
	    "IDENT out <[^>]*:14:23> label <[^>]*:23:9>" \
	    "IDENT again <[^>]*:14:28> label <[^>]*:22:1>" \
	    "GOTO again <[^>]*:20:4> label <[^>]*:18:1>" \
	    "GOTO again <[^>]*:24:2> label <[^>]*:22:1>"; do
	grep -q "$want" "$TMP/out" || { echo "missing: $want"; cat "$TMP/out"; exit 1; }
done
[ -s "$TMP/err" ] && { echo "diagnostics:"; cat "$TMP/err"; exit 1; }
exit 0
