# SPDX-License-Identifier: GPL-2.0
#
# Sourced by the builtins tests: builds src/builtin-test with the host
# compiler against the builtin module and what it needs (builtin.c names.c
# type.c layout.c target*.c predef*.c util.c ident.c), warning-free with Kbuild's
# host flags.  Environment: HOSTCC or CC (default cc).  With the sanitizer
# build of the checker as UC (make check-asan), with the sanitizers too.

src=$DIR/../../../../scripts/uaccess-check
hostcc=${HOSTCC:-${CC:-cc}}

builtin_build()
{
	[ -x "$TMP/builtin-test" ] && return 0
	command -v "$hostcc" >/dev/null 2>&1 || { echo "no host compiler ($hostcc)"; exit 77; }
	san=
	case ${UC:-} in
	*-asan) san="-fsanitize=address,undefined -fno-sanitize-recover=all -g" ;;
	esac
	# shellcheck disable=SC2086
	"$hostcc" -Wall -Wmissing-prototypes -Wstrict-prototypes -O2 -std=gnu11 $san \
		-I"$src" -I"$src/base" -I"$src/types" -I"$src/sema" -I"$src/output" -I"$src/checks" \
		-I"$src/arch" $(printf ' -I%s' "$src"/arch/*/) \
		-o "$TMP/builtin-test" "$DIR/src/builtin-test.c" \
		"$src/sema/builtin.c" "$src/types/type.c" "$src/types/layout.c" "$src/types/target.c" \
		"$src/types/target_options.c" "$src/types/predef.c" "$src"/arch/*.c "$src"/arch/*/*.c \
		"$src/base/util.c" "$src/base/ident.c" "$src/base/names.c" >"$TMP/build.log" 2>&1 || {
		echo "building builtin-test failed:"
		cat "$TMP/build.log"
		exit 1
	}
	if [ -s "$TMP/build.log" ]; then
		echo "building builtin-test warned:"
		cat "$TMP/build.log"
		exit 1
	fi
}
