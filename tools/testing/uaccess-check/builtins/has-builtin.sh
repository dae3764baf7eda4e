# SPDX-License-Identifier: GPL-2.0
# __has_builtin answers through the preprocessor (-E): the names the
# table answered 1 for before it carried types still answer 1, the
# entries kept for their types only (gcc 13, -m32) answer 0, and, when
# gcc is there, every name of builtins.def answers as gcc -m64 does.
def=$DIR/../../../../scripts/uaccess-check/base/builtins.def

has()
{
	sed 's/.*/& __has_builtin(&)/' "$1" >"$TMP/in.c"
	"$UC" -E -P "$TMP/in.c" 2>"$TMP/err" | tr -s ' \t' '  ' | sed '/^ *$/d; s/^ //; s/ $//'
}

cat >"$TMP/expect" <<'LIST'
__builtin_FILE 1
__builtin_FUNCTION 1
__builtin_LINE 1
__builtin_abort 1
__builtin_abs 1
__builtin_add_overflow 1
__builtin_add_overflow_p 1
__builtin_alloca 1
__builtin_apply_args 1
__builtin_assume_aligned 1
__builtin_bcmp 1
__builtin_bcopy 1
__builtin_bswap128 1
__builtin_bswap16 1
__builtin_bswap32 1
__builtin_bswap64 1
__builtin_bzero 1
__builtin_calloc 1
__builtin_choose_expr 1
__builtin_classify_type 1
__builtin_clear_padding 1
__builtin_clrsb 1
__builtin_clrsbl 1
__builtin_clrsbll 1
__builtin_clz 1
__builtin_clzl 1
__builtin_clzll 1
__builtin_constant_p 1
__builtin_convertvector 1
__builtin_copysign 1
__builtin_ctz 1
__builtin_ctzl 1
__builtin_ctzll 1
__builtin_dynamic_object_size 1
__builtin_expect 1
__builtin_expect_with_probability 1
__builtin_extract_return_addr 1
__builtin_fabs 1
__builtin_fabsf 1
__builtin_ffs 1
__builtin_ffsl 1
__builtin_ffsll 1
__builtin_fprintf 1
__builtin_frame_address 1
__builtin_free 1
__builtin_has_attribute 1
__builtin_huge_val 1
__builtin_huge_valf 1
__builtin_ia32_pause 1
__builtin_ia32_rdtsc 1
__builtin_ia32_readeflags_u64 1
__builtin_ia32_writeeflags_u64 1
__builtin_inf 1
__builtin_inff 1
__builtin_isalnum 1
__builtin_isalpha 1
__builtin_isdigit 1
__builtin_isfinite 1
__builtin_isinf 1
__builtin_islower 1
__builtin_isnan 1
__builtin_isprint 1
__builtin_isspace 1
__builtin_isupper 1
__builtin_isxdigit 1
__builtin_labs 1
__builtin_llabs 1
__builtin_malloc 1
__builtin_memchr 1
__builtin_memcmp 1
__builtin_memcpy 1
__builtin_memmove 1
__builtin_mempcpy 1
__builtin_memset 1
__builtin_mul_overflow 1
__builtin_mul_overflow_p 1
__builtin_nan 1
__builtin_nanf 1
__builtin_object_size 1
__builtin_offsetof 1
__builtin_parity 1
__builtin_parityl 1
__builtin_parityll 1
__builtin_popcount 1
__builtin_popcountl 1
__builtin_popcountll 1
__builtin_prefetch 1
__builtin_printf 1
__builtin_putchar 1
__builtin_puts 1
__builtin_realloc 1
__builtin_return_address 1
__builtin_sadd_overflow 1
__builtin_saddl_overflow 1
__builtin_saddll_overflow 1
__builtin_shuffle 1
__builtin_signbit 1
__builtin_smul_overflow 1
__builtin_smull_overflow 1
__builtin_snprintf 1
__builtin_speculation_safe_value 1
__builtin_sprintf 1
__builtin_ssub_overflow 1
__builtin_stpcpy 1
__builtin_strcat 1
__builtin_strchr 1
__builtin_strcmp 1
__builtin_strcpy 1
__builtin_strcspn 1
__builtin_strlen 1
__builtin_strncat 1
__builtin_strncmp 1
__builtin_strncpy 1
__builtin_strnlen 1
__builtin_strpbrk 1
__builtin_strrchr 1
__builtin_strspn 1
__builtin_strstr 1
__builtin_sub_overflow 1
__builtin_sub_overflow_p 1
__builtin_thread_pointer 1
__builtin_tolower 1
__builtin_toupper 1
__builtin_trap 1
__builtin_types_compatible_p 1
__builtin_uadd_overflow 1
__builtin_uaddl_overflow 1
__builtin_uaddll_overflow 1
__builtin_umul_overflow 1
__builtin_umull_overflow 1
__builtin_unreachable 1
__builtin_usub_overflow 1
__builtin_va_arg_pack 1
__builtin_va_arg_pack_len 1
__builtin_va_copy 1
__builtin_va_end 1
__builtin_va_start 1
__builtin_vsnprintf 1
__builtin_vsprintf 1
__atomic_load_n 1
__atomic_compare_exchange_n 1
__atomic_thread_fence 1
__sync_fetch_and_add 1
__sync_synchronize 1
__builtin_alloca_uninitialized 0
__builtin_ia32_readeflags_u32 0
__builtin_ia32_writeeflags_u32 0
__builtin_va_arg 0
__builtin_no_such_thing 0
__builtin_ 0
__atomic_ 0
memcpy 0
LIST
cut -d' ' -f1 "$TMP/expect" >"$TMP/names"
has "$TMP/names" >"$TMP/got"
if ! cmp -s "$TMP/expect" "$TMP/got"; then
	echo "__has_builtin answers differ (-expected +got):"
	diff "$TMP/expect" "$TMP/got" | grep '^[<>]' | sed 's/^</-/; s/^>/+/'
	cat "$TMP/err"
	exit 1
fi

command -v gcc >/dev/null 2>&1 || exit 0
sed -n 's/^BUILTIN(\([A-Za-z0-9_]*\),.*/\1/p' "$def" >"$TMP/names"
[ "$(wc -l <"$TMP/names")" -gt 150 ] || { echo "cannot read $def"; exit 1; }
has "$TMP/names" >"$TMP/got"
sed 's/.*/& __has_builtin(&)/' "$TMP/names" | gcc -m64 -E -P - 2>/dev/null |
	tr -s ' \t' '  ' | sed '/^ *$/d; s/^ //; s/ $//' >"$TMP/gcc"
if ! cmp -s "$TMP/gcc" "$TMP/got"; then
	echo "__has_builtin answers differ from gcc -m64's (-gcc +uaccess-check):"
	diff "$TMP/gcc" "$TMP/got" | grep '^[<>]' | sed 's/^</-/; s/^>/+/'
	exit 1
fi
