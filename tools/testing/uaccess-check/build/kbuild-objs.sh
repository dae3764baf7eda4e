# One object list for both builds: Kbuild's Makefile and the standalone
# one include scripts/uaccess-check/objs.mk, and it names every source
# present (each *.c less the generated ones, lexer.lex.o, parser.tab.o).
src=$DIR/../../../../scripts/uaccess-check
top=$DIR/../../../..
[ -f "$src/objs.mk" ] || { echo "no $src/objs.mk"; exit 1; }
grep -q 'include $(uc-srcdir)/objs.mk' "$src/Makefile" || { echo "Kbuild's Makefile does not include objs.mk"; exit 1; }
grep -q 'include $(SRC)/objs.mk' "$top/Makefile" || { echo "the standalone Makefile does not include objs.mk"; exit 1; }
listed=$(cd "$src" && make -s -f - print uc-srcdir=. <<'MK' | tr ' ' '\n' | grep . | sort
include objs.mk
print:
	@echo $(uaccess-check-objs)
MK
)
present=$(cd "$src" && {
	find . -name '*.c' ! -name '*.lex.c' ! -name '*.tab.c' | sed 's|^\./||; s|\.c$|.o|'
	for f in *.l; do [ -f "$f" ] && echo "${f%.l}.lex.o"; done
	for f in *.y; do [ -f "$f" ] && echo "${f%.y}.tab.o"; done
} | sort)
if [ "$listed" != "$present" ]; then
	echo "scripts/uaccess-check/objs.mk does not name the sources present (-listed +present):"
	printf '%s\n' "$listed" >"$TMP/l"
	printf '%s\n' "$present" >"$TMP/p"
	diff "$TMP/l" "$TMP/p" | grep '^[<>]' | sed 's/^</-/; s/^>/+/'
	exit 1
fi
