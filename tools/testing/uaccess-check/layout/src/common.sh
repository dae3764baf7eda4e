# SPDX-License-Identifier: GPL-2.0
#
# Sourced by the layout tests: builds src/layout-test with the host
# compiler against the type module (type.c layout.c, the target's
# target*.c predef*.c, pp/pack.c, util.c), and compares its layouts with a compiler's:
#   layout_compare COMPILER "COMPILER OPTIONS" CHECKER-TARGET-OPTIONS...
#   layout_compare gcc -m32 -m32
# Environment: HOSTCC or CC (the host compiler, default cc), LAYOUT_SEED
# and LAYOUT_COUNT (the random records, default 1 and 400, 100 with the
# sanitizers).  With the sanitizer build of the checker as UC (make
# check-asan), layout-test is built with the sanitizers too.

src=$DIR/../../../../scripts/uaccess-check
hostcc=${HOSTCC:-${CC:-cc}}

layout_sanitized()
{
	case ${UC:-} in
	*-asan) return 0 ;;
	*) return 1 ;;
	esac
}

layout_build()
{
	[ -x "$TMP/layout-test" ] && return 0
	command -v "$hostcc" >/dev/null 2>&1 || { echo "no host compiler ($hostcc)"; exit 77; }
	# make check-asan: the module runs under the sanitizers here too
	san=
	layout_sanitized && san="-fsanitize=address,undefined -fno-sanitize-recover=all -g"
	# shellcheck disable=SC2086
	"$hostcc" -Wall -Wmissing-prototypes -Wstrict-prototypes -O2 -std=gnu11 $san \
		-I"$src" -I"$src/base" -I"$src/types" -I"$src/sema" -I"$src/output" -I"$src/checks" \
		-I"$src/pp" -I"$src/arch" $(printf ' -I%s' "$src"/arch/*/) -I"$DIR/src" -o "$TMP/layout-test" "$DIR"/src/*.c \
		"$src/types/type.c" "$src/types/layout.c" "$src/types/target.c" \
		"$src/types/target_options.c" "$src/types/predef.c" "$src"/arch/*.c "$src"/arch/*/*.c "$src/base/util.c" \
		"$src/base/names.c" \
		"$src/pp/pack.c" \
		>"$TMP/build.log" 2>&1 || {
		echo "building layout-test failed:"
		cat "$TMP/build.log"
		exit 1
	}
	# the module builds warning-free, with Kbuild's host flags
	if [ -s "$TMP/build.log" ]; then
		echo "building layout-test warned:"
		cat "$TMP/build.log"
		rm -f "$TMP/layout-test"
		exit 1
	fi
}

# Whether COMPILER OPTIONS can compile (only compile: -m32 needs cc1 and
# as, not 32-bit libraries).
layout_can_compile()
{
	command -v "$1" >/dev/null 2>&1 || return 1
	printf 'struct s { long long x; };\n' >"$TMP/probe.c"
	# shellcheck disable=SC2086
	"$1" $2 -c -o "$TMP/probe.o" "$TMP/probe.c" >/dev/null 2>&1
}

# Returns 0 if everything matches, 1 otherwise (and prints what differs).
layout_compare()
{
	cc=$1
	cc_opts=$2
	shift 2
	layout_build
	# the sanitizers are slow: fewer random records
	count=400
	layout_sanitized && count=100
	set -- "$@" --seed="${LAYOUT_SEED:-1}" --count="${LAYOUT_COUNT:-$count}"
	inputs=$(ls "$DIR"/inputs/*.h)
	# shellcheck disable=SC2086
	"$TMP/layout-test" gen "$@" $inputs >"$TMP/gen.c" || return 1
	# shellcheck disable=SC2086
	"$cc" $cc_opts -std=gnu11 -w -c -o "$TMP/gen.o" "$TMP/gen.c" >"$TMP/cc.log" 2>&1 || {
		echo "$cc $cc_opts rejects the generated declarations:"
		head -n 20 "$TMP/cc.log"
		return 1
	}
	# shellcheck disable=SC2086
	"$TMP/layout-test" check "$@" --object="$TMP/gen.o" $inputs
}
