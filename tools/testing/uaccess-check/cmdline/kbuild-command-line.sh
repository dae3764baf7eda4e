# A complete Kbuild command line (make C=1 on x86_64, Linux 6.1) on a
# small kernel-like tree: silent, exit 0.  Plain -Werror, which Kbuild
# passes with CONFIG_WERROR, leaves a warning a warning.
cd "$TMP" || exit 1
mkdir -p include/linux include/generated drivers/char arch/x86/include
printf '%s\n' '#define LINUX_VERSION_CODE 393472' >include/linux/compiler-version.h
printf '%s\n' '#define __ARG_PLACEHOLDER_1 0,' \
	'#define __take_second_arg(__ignored, val, ...) val' \
	'#define __is_defined(x) ___is_defined(x)' \
	'#define ___is_defined(val) ____is_defined(__ARG_PLACEHOLDER_##val)' \
	'#define ____is_defined(arg1_or_junk) __take_second_arg(arg1_or_junk 1, 0)' \
	'#define IS_ENABLED(option) __is_defined(option)' >include/linux/kconfig.h
printf '%s\n' '#ifdef __CHECKER__' \
	'# define __user __attribute__((noderef, address_space(__user)))' \
	'# define __force __attribute__((force))' \
	'#else' '# define __user' '# define __force' '#endif' >include/linux/compiler_types.h
printf '%s\n' '#include <linux/types.h>' \
	'#if IS_ENABLED(CONFIG_NOT_SET)' '#error IS_ENABLED is wrong' '#endif' \
	'#ifndef __KERNEL__' '#error no __KERNEL__' '#endif' \
	'static const char *name = KBUILD_MODNAME;' \
	'static int mem_read(char __user *buf) { return 0; }' >drivers/char/mem.c
printf '%s\n' '#ifndef _LINUX_TYPES_H' '#define _LINUX_TYPES_H' 'typedef unsigned long size_t;' '#endif' >include/linux/types.h

set -- -D__linux__ -Dlinux -D__STDC__ -Dunix -D__unix__ -Wbitwise -Wno-return-void \
	-Wno-unknown-attribute -D__x86_64__ --arch=x86 -mlittle-endian -m64 \
	-Wp,-MMD,drivers/char/.mem.o.d -nostdinc -I./arch/x86/include \
	-I./arch/x86/include/generated -I./include -I./arch/x86/include/uapi \
	-I./arch/x86/include/generated/uapi -I./include/uapi -I./include/generated/uapi \
	-include ./include/linux/compiler-version.h -include ./include/linux/kconfig.h \
	-include ./include/linux/compiler_types.h -D__KERNEL__ -fmacro-prefix-map=./= \
	-Wall -Wundef -Werror=strict-prototypes -Wno-trigraphs -fno-strict-aliasing \
	-fno-common -fshort-wchar -fno-PIE -Werror=implicit-function-declaration \
	-Werror=implicit-int -Werror=return-type -Wno-format-security -std=gnu11 \
	-mno-sse -mno-mmx -mno-sse2 -mno-3dnow -mno-avx -fcf-protection=none -m64 \
	-falign-jumps=1 -falign-loops=1 -mno-80387 -mno-fp-ret-in-387 \
	-mpreferred-stack-boundary=3 -mskip-rax-setup -mtune=generic -mno-red-zone \
	-mcmodel=kernel -Wno-sign-compare -fno-asynchronous-unwind-tables \
	-mindirect-branch=thunk-extern -mindirect-branch-register \
	-mindirect-branch-cs-prefix -mfunction-return=thunk-extern -fno-jump-tables \
	-fno-delete-null-pointer-checks -Wno-frame-address -Wno-format-truncation \
	-Wno-format-overflow -Wno-address-of-packed-member -O2 \
	-fno-allow-store-data-races -Wframe-larger-than=2048 -fstack-protector-strong \
	-Wno-main -Wno-unused-but-set-variable -Wno-unused-const-variable \
	-Wno-dangling-pointer -fomit-frame-pointer -ftrivial-auto-var-init=zero \
	-fno-stack-clash-protection -Wvla -Wno-pointer-sign -Wcast-function-type \
	-Wno-stringop-truncation -Wno-stringop-overflow -Wno-restrict \
	-Wno-maybe-uninitialized -Werror -Wno-array-bounds -Wno-alloc-size-larger-than \
	-Wimplicit-fallthrough=5 -fno-strict-overflow -fno-stack-check -fconserve-stack \
	-Werror=date-time -Werror=incompatible-pointer-types -Werror=designated-init \
	-fno-builtin-wcslen -Wno-packed-not-aligned '-DKBUILD_MODFILE="drivers/char/mem"' \
	'-DKBUILD_BASENAME="mem"' '-DKBUILD_MODNAME="mem"' -D__KBUILD_MODNAME=kmod_mem

"$UC" "$@" drivers/char/mem.c >out 2>&1
st=$?
[ $st = 0 ] || { echo "exit status $st"; cat out; exit 1; }
[ ! -s out ] || { echo "output:"; cat out; exit 1; }

# The same with a #warning: reported as a warning, exit 0 despite -Werror.
printf '%s\n' '#warning kept a warning' >>drivers/char/mem.c
"$UC" "$@" drivers/char/mem.c >out 2>&1
st=$?
[ $st = 0 ] || { echo "with #warning: exit status $st"; cat out; exit 1; }
grep -q '^drivers/char/mem\.c:[0-9]*:[0-9]*: warning: #warning kept a warning' out || {
	echo "with #warning:"; cat out; exit 1; }
