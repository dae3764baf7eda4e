# A check family registers callbacks only for its enabled checks: a
# disabled check has nothing on the hooks, so it does no work at all.
printf 'int x;\n' >"$TMP/a.c"
hooks() { "$UC" --dump-hooks "$@" "$TMP/a.c" 2>&1 | grep -v ': warning: '; }
out=$(hooks) || { echo "$out"; exit 1; }
for want in 'hook conversion: as_conversion' 'hook cast: as_cast' \
	    'hook read: noderef_read' 'hook write: noderef_write' \
	    'hook comparison: as_comparison' 'hook conversion: bw_conversion' \
	    'hook case_label: bw_case' 'hook condition: cond_assign' \
	    'hook binary: not_bitwise' 'hook case_label: case_type' \
	    'hook function_def: function_statements' 'hook init_list: designated_list'; do
	echo "$out" | grep -q "^$want\$" || { echo "default: missing '$want'"; echo "$out"; exit 1; }
done
# -Wno-noderef: no read or write callback at all
out=$(hooks -Wno-noderef)
echo "$out" | grep -q '^hook \(read\|write\):' && { echo "-Wno-noderef: $out"; exit 1; }
echo "$out" | grep -q '^hook conversion: as_conversion$' || { echo "-Wno-noderef: $out"; exit 1; }
# every check off (the on-by-default ones, from --help): nothing registered
alloff=$("$UC" --help 2>&1 | sed -n '/^Checks:/,$p' | grep -v 'off by default' |
	 sed -n 's/^  -W\([a-z0-9-]*\).*/-Wno-\1/p')
out=$(hooks $alloff)
[ -z "$out" ] || { echo "families off: $out"; exit 1; }
# -Wno-bitwise: the bitwise family registers nothing
out=$(hooks -Wno-bitwise)
echo "$out" | grep -q ': bw_' && { echo "-Wno-bitwise: $out"; exit 1; }
# the constants family: each callback only for its checks
out=$(hooks)
for want in 'hook conversion: truncate_conversion' 'hook cast: truncate_cast' \
	    'hook binary: constants_binary' 'hook literal: literal_suffix'; do
	echo "$out" | grep -q "^$want\$" || { echo "default: missing '$want'"; echo "$out"; exit 1; }
done
out=$(hooks -Wno-cast-truncate -Wno-implicitly-unsigned-literal)
echo "$out" | grep -q 'truncate_\|literal_suffix' && { echo "constants off: $out"; exit 1; }
out=$(hooks -Wno-implicitly-unsigned-literal -Wconstant-suffix)
echo "$out" | grep -q '^hook literal: literal_suffix$' || { echo "-Wconstant-suffix: $out"; exit 1; }
# -Wuniversal-initializer: no need to follow "{ 0 }"; -Wno-override-init: no entries
out=$(hooks -Wuniversal-initializer -Wno-override-init)
echo "$out" | grep -q ': \(null_init\|override_\)' && { echo "-Wuniversal-initializer: $out"; exit 1; }
echo "$out" | grep -q '^hook conversion: null_conversion$' || { echo "-Wuniversal-initializer: $out"; exit 1; }
out=$(hooks -Wno-designated-init)
echo "$out" | grep -q ': designated_list' && { echo "-Wno-designated-init: $out"; exit 1; }
# -w: nothing either
out=$(hooks -w)
[ -z "$out" ] || { echo "-w: $out"; exit 1; }
# an off-by-default check of the family, asked for alone, registers its family's cast hook only
out=$(hooks $alloff -Wcast-to-as)
[ "$out" = "hook cast: as_cast" ] || { echo "-Wcast-to-as alone: $out"; exit 1; }
# the statement checks of the body walk: its one callback for -Wdo-while alone
out=$(hooks $alloff -Wdo-while)
[ "$out" = "hook function_def: function_statements" ] || { echo "-Wdo-while alone: $out"; exit 1; }
exit 0
