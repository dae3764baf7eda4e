# SPDX-License-Identifier: GPL-2.0
# The prototypes in builtins.def are gcc's, on x86_64 and i386: each
# builtin with a fixed type is declared with a wrong one, and gcc's
# "conflicting types for built-in function; expected 'T'" gives its own
# type, compared with builtin_type()'s after spelling both alike.
# gcc says nothing for machine builtins (__builtin_ia32_*) and for names
# it does not know in that mode: those are listed below.
. "$DIR/src/common.sh"
command -v gcc >/dev/null 2>&1 || { echo "no gcc"; exit 77; }
builtin_build

# gcc's spelling of a type -> type_str()'s, then without blanks
canon()
{
	sed -e 's/long long unsigned int/unsigned long long/g' \
	    -e 's/long unsigned int/unsigned long/g' \
	    -e 's/short unsigned int/unsigned short/g' \
	    -e 's/long long int/long long/g' \
	    -e 's/long int/long/g' \
	    -e 's/short int/short/g' \
	    -e 's/__int128 unsigned/unsigned __int128/g' \
	    -e 's/[[:space:]]//g'
}

status=0
checked=0
for m in 64 32; do
	if ! gcc -m$m -x c -c -o "$TMP/probe.o" - </dev/null >/dev/null 2>&1; then
		[ $m = 64 ] && { echo "gcc -m64 cannot compile"; exit 77; }
		continue
	fi
	"$TMP/builtin-test" list -m$m >"$TMP/list" || { echo "builtin-test list -m$m failed"; exit 1; }
	awk -F'\t' '$2 == "fixed" || $2 == "noreturn" {
		printf "double *%s(double *, double *, double *);\n", $1 }' \
		"$TMP/list" >"$TMP/probe.c"
	gcc -m$m -c -o "$TMP/probe.o" "$TMP/probe.c" >"$TMP/gcc.log" 2>&1
	# name<TAB>type, from "... function 'NAME'; expected 'TYPE' [-W...]"
	sed -n "s/.*built-in function '\([^']*\)'; expected '\([^']*\)'.*/\1	\2/p" \
		"$TMP/gcc.log" | sort >"$TMP/gcc"
	awk -F'\t' '$2 == "fixed" || $2 == "noreturn" { print $1 "\t" $3 }' "$TMP/list" |
		sort >"$TMP/ours"
	while IFS='	' read -r name type; do
		want=$(printf '%s\n' "$type" | canon)
		got=$(grep "^$name	" "$TMP/ours" | cut -f2 | canon)
		checked=$((checked + 1))
		if [ "$got" != "$want" ]; then
			echo "-m$m $name: builtins.def has $(grep "^$name	" "$TMP/ours" | cut -f2), gcc $type"
			status=1
		fi
	done <"$TMP/gcc"
	cut -f1 "$TMP/gcc" >"$TMP/gcc-names"
	unchecked=$(cut -f1 "$TMP/ours" | grep -vxF -f "$TMP/gcc-names" | tr '\n' ' ')
	case $m in
	64) expect="__builtin_alloca_uninitialized __builtin_ia32_pause __builtin_ia32_rdtsc __builtin_ia32_readeflags_u32 __builtin_ia32_readeflags_u64 __builtin_ia32_writeeflags_u32 __builtin_ia32_writeeflags_u64 " ;;
	32) expect="__builtin_alloca_uninitialized __builtin_bswap128 __builtin_ia32_pause __builtin_ia32_rdtsc __builtin_ia32_readeflags_u32 __builtin_ia32_readeflags_u64 __builtin_ia32_writeeflags_u32 __builtin_ia32_writeeflags_u64 " ;;
	esac
	if [ "$unchecked" != "$expect" ]; then
		echo "-m$m: gcc gave no type for: $unchecked"
		echo "      expected none for:    $expect"
		status=1
	fi
done
[ $checked -gt 100 ] || { echo "only $checked types compared"; status=1; }
exit $status
