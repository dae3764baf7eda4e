# SPDX-License-Identifier: GPL-2.0
# Kbuild's checker command lines (fixture/cmds/x86_64.cmds: four lines of
# the kernel corpus's make C=2 lists, 6.1 and 6.12) made into a
# compile_commands.json by kcorpus-compile-commands, then back into
# checker arguments by uaccess-check-tree --print-args: the same lines,
# byte for byte.  CHECKFLAGS follow the tree's configuration (a 32-bit
# autoconf.h: -D__i386__ and -m32), the arch of the -I.../arch/ARCH/include
# (arm64's own defines) and --cf, which goes where Kbuild puts CF=.
. "$DIR/fixture/lib.sh"
cmds=$DIR/fixture/cmds/x86_64.cmds
k=$TMP/k
mkdir -p "$k/include/generated" || exit 1
printf '#define CONFIG_64BIT 1\n#define CONFIG_X86_64 1\n' >"$k/include/generated/autoconf.h"
python3 "$DIR/../kcorpus-compile-commands" -d "$k" -o "$TMP/cc.json" "$cmds" || fail "kcorpus-compile-commands"
$TREE -p "$TMP/cc.json" --print-args >"$TMP/back" || fail "--print-args"
cmp "$cmds" "$TMP/back" || { diff "$cmds" "$TMP/back"; fail "not the same lines"; }
[ "$(grep -c '"command": "gcc ' "$TMP/cc.json")" = 4 ] || fail "not 4 gcc commands"
grep -q '"command": "gcc -Wp,-MMD,kernel/.fork.o.d .* -c -o kernel/fork.o kernel/fork.c"' "$TMP/cc.json" ||
	fail "kernel/fork.c: not gcc c_flags -c -o kernel/fork.o kernel/fork.c"

# CF= and the 32-bit configuration
$TREE -p "$TMP/cc.json" --print-args --cf='-Wsparse-all -D__CHECK_ENDIAN__' >"$TMP/cf" || fail "--cf"
sed 's/-Wno-unknown-attribute /&-Wsparse-all -D__CHECK_ENDIAN__ /' "$cmds" | cmp -s - "$TMP/cf" ||
	{ head -c 300 "$TMP/cf"; fail "--cf: not after -Wno-unknown-attribute"; }
printf '#define CONFIG_X86_32 1\n' >"$k/include/generated/autoconf.h"
$TREE -p "$TMP/cc.json" --print-args >"$TMP/m32" || fail "32-bit"
sed 's/^\(.*-Wno-unknown-attribute\) -D__x86_64__ --arch=x86 -mlittle-endian -m64 /\1 -D__i386__ --arch=x86 -mlittle-endian -m32 /' "$cmds" |
	cmp -s - "$TMP/m32" || { head -c 300 "$TMP/m32"; fail "32-bit: not -D__i386__ and -m32"; }

# arm64, big-endian
printf '#define CONFIG_64BIT 1\n#define CONFIG_CPU_BIG_ENDIAN 1\n' >"$k/include/generated/autoconf.h"
sed 's|arch/x86/include|arch/arm64/include|g' "$cmds" >"$TMP/arm64.cmds"
python3 "$DIR/../kcorpus-compile-commands" -d "$k" -o "$TMP/arm.json" "$TMP/arm64.cmds" || fail "arm64 list"
$TREE -p "$TMP/arm.json" --print-args >"$TMP/arm" || fail "arm64"
sed 's/-D__x86_64__ --arch=x86 -mlittle-endian -m64 /-D__AARCH64EB__ -D__aarch64__ --arch=arm64 -mbig-endian -m64 /' "$TMP/arm64.cmds" |
	cmp -s - "$TMP/arm" || { head -c 300 "$TMP/arm"; fail "arm64: not its CHECKFLAGS"; }
exit 0
