# SPDX-License-Identifier: GPL-2.0
# kernel/arch-corpus on a stand-in for Kbuild (fixture/kbuild, packed as a
# source tarball): setup unpacks it, runs defconfig and prepare, and is
# idempotent; capture's compiler preprocesses "-c -o X.o" units into an
# empty object, leaves probes and -S to the real compiler, and its CHECK
# records the checker's argument lists, shell-quoted and sorted; the unit
# that does not preprocess is named as missed against make -n, the one
# whose source is made after prepare goes to the .build list, which a
# second setup builds; arm's setup turns options on over defconfig and
# fails when olddefconfig drops one; run measures the checker beside
# another, keeps kcorpus's UNIT.a.out/UNIT.b.out, and counts a crash, a
# time-out and a unit with errors.
. "$DIR/fixture/lib.sh"
[ -x /usr/bin/time ] || { echo "GNU time is not installed (apt-get install time)"; exit 77; }
for t in gcc make xz timeout; do
	command -v $t >/dev/null 2>&1 || { echo "$t is not installed"; exit 77; }
done
cross=$(gcc -dumpmachine)-
command -v "${cross}gcc" >/dev/null 2>&1 || { echo "no ${cross}gcc"; exit 77; }
AC="python3 $top/tools/testing/uaccess-check/kernel/arch-corpus --arch x86_64 --cross-compile $cross --lists $TMP/lists"
mkdir -p "$TMP/lists" "$TMP/pkg" || exit 1
cp -R "$DIR/fixture/kbuild" "$TMP/pkg/linux-fake" || exit 1
(cd "$TMP/pkg" && tar cJf "$TMP/linux.tar.xz" linux-fake) || fail "tar"
k=$TMP/k

$AC --tree "$k" setup --tarball "$TMP/linux.tar.xz" --no-install >"$TMP/out" 2>&1 ||
	{ cat "$TMP/out"; fail "setup"; }
[ "$(tail -n 1 "$TMP/out")" = "$k" ] || { cat "$TMP/out"; fail "setup does not end with the tree"; }
[ -f "$k/.config" ] && [ -f "$k/include/generated.h" ] || fail "no defconfig or prepare"
grep -q 'scripts/config\|olddefconfig' "$TMP/out" && { cat "$TMP/out"; fail "x86_64: options over defconfig"; }
grep -q offsets_marker "$k/offsets.s" || fail "prepare's -S did not reach the real compiler"
touch "$k/kept"
$AC --tree "$k" setup --tarball "$TMP/linux.tar.xz" --no-install >"$TMP/out" 2>&1 || fail "setup again"
[ -f "$k/kept" ] || fail "a second setup unpacked the tree again"

$AC --tree "$k" capture >"$TMP/out" 2>&1 || { cat "$TMP/out"; fail "capture"; }
xz -dc "$TMP/lists/defconfig-x86_64-6.12.cmds.xz" >"$TMP/list" || fail "no xz list written"
list=$TMP/list
cat >"$TMP/expected" <<'END'
-D__linux__ --arch=x86 -Wp,-MMD,./.a.o.d -Iinclude '-DKBUILD_MODNAME="m o"' '-DQ=it'"'"'s' -O2 a.c
-D__linux__ --arch=x86 -Wp,-MMD,./.gen.o.d -Iinclude '-DKBUILD_MODNAME="m o"' '-DQ=it'"'"'s' -O2 gen.c
-D__linux__ --arch=x86 -Wp,-MMD,sub/.b.o.d -Iinclude '-DKBUILD_MODNAME="m o"' '-DQ=it'"'"'s' -O2 sub/b.c
END
cmp -s "$TMP/expected" "$list" || { diff "$TMP/expected" "$list"; cat "$TMP/out"; fail "not the recorded list"; }
[ "$(cat "$TMP/lists/defconfig-x86_64-6.12.build")" = gen.o ] || { cat "$TMP/out"; fail "the .build list is not gen.o"; }
expect "$TMP/out" "  missed: bad.c"
expect "$TMP/out" "  generated: gen.c"
grep -q '^  failed: 1 bad.o bad.c$' "$TMP/out" || { cat "$TMP/out"; fail "bad.c's failure not named"; }
for o in a.o sub/b.o s.o; do
	[ "$(head -c 4 "$k/$o" | od -An -c | tr -d ' ')" = 177ELF ] || fail "$o is not the empty object"
done
grep -q 'include/x.h' "$k/sub/.b.o.d" || fail "no dependency file from the preprocessor"
[ ! -e "$k/bad.o" ] || fail "bad.o written although bad.c does not preprocess"

# a fresh tree: setup makes the generated source of the list
$AC --tree "$TMP/k2" setup --tarball "$TMP/linux.tar.xz" --no-install >"$TMP/out" 2>&1 ||
	{ cat "$TMP/out"; fail "setup with a .build list"; }
cmp -s "$k/gen.c" "$TMP/k2/gen.c" || { cat "$TMP/out"; fail "setup did not make gen.c"; }

# arm: defconfig, then scripts/config -e of the options arm's units need
# and olddefconfig, which must keep them
ARM="python3 $top/tools/testing/uaccess-check/kernel/arch-corpus --arch arm --cross-compile $cross --lists $TMP/lists"
$ARM --tree "$TMP/arm" setup --tarball "$TMP/linux.tar.xz" --no-install >"$TMP/out" 2>&1 ||
	{ cat "$TMP/out"; fail "arm setup"; }
for o in FAKE MD BLK_DEV_MD MD_RAID456 CRYPTO_AEGIS128 CRYPTO_AEGIS128_SIMD; do
	grep -qx "CONFIG_$o=y" "$TMP/arm/.config" || { cat "$TMP/arm/.config"; fail "arm: no CONFIG_$o=y"; }
done
grep -q "^+ make ARCH=arm CROSS_COMPILE=$cross -s olddefconfig$" "$TMP/out" || { cat "$TMP/out"; fail "arm: no olddefconfig"; }
# one that olddefconfig drops: setup fails and names it
sed -i /AEGIS128_SIMD/d "$TMP/pkg/linux-fake/Kconfig.known" || exit 1
(cd "$TMP/pkg" && tar cJf "$TMP/linux-arm.tar.xz" linux-fake) || fail "tar"
$ARM --tree "$TMP/arm2" setup --tarball "$TMP/linux-arm.tar.xz" --no-install >"$TMP/out" 2>&1 &&
	{ cat "$TMP/out"; fail "arm setup without CONFIG_CRYPTO_AEGIS128_SIMD: exit status 0"; }
expect "$TMP/out" "arch-corpus: olddefconfig did not keep CONFIG_CRYPTO_AEGIS128_SIMD=y"
[ ! -e "$TMP/arm2/.uc-corpus-ready" ] || fail "arm2 is ready without CONFIG_CRYPTO_AEGIS128_SIMD"

$AC --tree "$k" run "$UC" --vs "$UC" --jobs 2 --out "$TMP/run" >"$TMP/out" 2>&1 ||
	{ cat "$TMP/out"; fail "run"; }
grep -q "^A $UC: 3 units, 0 crashed/hung, 0 with errors, [1-9][0-9]* warning locations" "$TMP/out" ||
	{ cat "$TMP/out"; fail "no A line"; }
grep -q '^A/B cpu time: total [0-9.]*, median per unit [0-9.]*; peak rss: largest unit [0-9.]*, median per unit [0-9.]*$' "$TMP/out" ||
	{ cat "$TMP/out"; fail "no ratios"; }
grep -q '^B diagnostic locations also reported by A: \([1-9][0-9]*\)/\1 (100.0%); A locations B does not report: 0$' "$TMP/out" ||
	{ cat "$TMP/out"; fail "not the same locations"; }
grep -q '^a.c:6:.*noderef' "$TMP/run/a.c.a.out" || fail "a.c.a.out lacks the noderef warning"
[ -f "$TMP/run/sub__b.c.b.out" ] && grep -q '"units": 3' "$TMP/run/summary.json" || fail "no sub__b.c.b.out or summary.json"

# a crash, a hang and an error
cat >"$TMP/bad-checker" <<END
#!/bin/sh
case "\$*" in
*sub/b.c) kill -SEGV \$\$ ;;
*gen.c) sleep 30 ;;
*a.c) echo 'a.c:1:1: error: made up' >&2; exit 1 ;;
esac
END
chmod +x "$TMP/bad-checker"
$AC --tree "$k" run "$TMP/bad-checker" --timeout 2 --out "$TMP/run2" >"$TMP/out" 2>&1 &&
	{ cat "$TMP/out"; fail "run: exit status 0 with a crash"; }
grep -q "^A $TMP/bad-checker: 3 units, 2 crashed/hung, 1 with errors," "$TMP/out" || { cat "$TMP/out"; fail "not 2 crashed, 1 with errors"; }
expect "$TMP/out" "  crashed gen.c: timed out after 2 s"
expect "$TMP/out" "  crashed sub/b.c: command terminated by signal 11"
expect "$TMP/out" "  errors  a.c"
exit 0
