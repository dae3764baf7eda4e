# gcc options the checker does not act on are accepted silently (Kbuild
# passes dozens), including ones it has never heard of.
printf 'int x;\n' >"$TMP/a.c"
"$UC" -Wno-decl -O2 -g -pipe -fno-strict-aliasing -fno-such-option-at-all -mno-such-option \
	-Wno-such-warning -Wsuch-warning -Werror=such-warning -Wp,-MMD,"$TMP/.a.o.d" \
	--param=allow-store-data-races=0 -mcmodel=kernel -march=x86-64 \
	-fstack-protector-strong -Wframe-larger-than=2048 -falign-jumps=1 \
	-ftrivial-auto-var-init=zero -mindirect-branch=thunk-extern \
	-Werror=implicit-function-declaration -Wimplicit-fallthrough=5 -pg -MD -c \
	"$TMP/a.c" >"$TMP/out" 2>&1
st=$?
[ $st = 0 ] || { echo "exit status $st"; cat "$TMP/out"; exit 1; }
[ ! -s "$TMP/out" ] || { echo "output:"; cat "$TMP/out"; exit 1; }
