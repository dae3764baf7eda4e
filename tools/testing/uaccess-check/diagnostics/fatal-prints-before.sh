# A fatal error (out of memory, under a small address-space limit) prints
# the diagnostics found before it, the one being built included, then
# itself, in that order.  The one being built went out at exit, after
# the fatal error's message.
case $UC in
*-asan) echo "the sanitizer build cannot start under the limit"; exit 77 ;;
esac
cd "$TMP" || exit 1
{ echo '#warning first'; awk 'BEGIN { for (i = 0; i < 300000; i++) printf "int v%d = %d;\n", i, i }'; } >big.c
(ulimit -v 20000 2>/dev/null && "$UC" -Wno-decl big.c 2>err)
st=$?
[ $st = 2 ] || { echo "exit status $st, expected 2 (out of memory)"; head -n 3 err; exit 1; }
printf '%s\n' 'big.c:1:2: warning: #warning first [-Wcpp]' >expected
grep 'fatal error: out of memory' err | head -n 1 >>expected
[ "$(wc -l <expected)" = 2 ] || { echo "no out-of-memory error:"; head -n 3 err; exit 1; }
diff expected err || exit 1
