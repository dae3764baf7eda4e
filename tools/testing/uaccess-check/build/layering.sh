# The passes depend on each other one way: sema runs the hooks the checks
# register on and needs nothing of checks/; of output/ it uses only the
# diagnostic interface (diag.h, with base's check table checks.def);
# output/ knows records, not the tree or its types; the preprocessor
# needs nothing of sema (the names of attributes and builtins are
# base's) and of types only the target; types/ needs nothing of pp
# (#pragma pack is pp's).  A rule is "FOLDER FORBIDDEN-FOLDER
# ALLOWED-HEADERS": no file of FOLDER includes a file of
# FORBIDDEN-FOLDER, except the allowed ones.
src=$DIR/../../../../scripts/uaccess-check
[ -d "$src/sema" ] || { echo "no $src/sema"; exit 1; }
bad=0
while read -r from to allowed; do
	[ -d "$src/$to" ] || { echo "no folder $to"; exit 1; }
	for f in "$src/$from"/*.[ch] "$src/$from"/*.def; do
		[ -f "$f" ] || continue
		for h in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f"); do
			[ -f "$src/$to/$h" ] || continue
			case " $allowed " in
			*" $h "*) continue ;;
			esac
			echo "${f#$src/} includes $to/$h"
			bad=1
		done
	done
done <<'RULES'
sema checks
sema output diag.h
types checks
types output
types pp
types sema
pp sema
pp checks
pp output diag.h
pp types target.h
output sema
output types
output checks
output . ast.h
RULES
exit $bad
