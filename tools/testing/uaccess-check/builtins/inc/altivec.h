/*
 * The shape of gcc 12's altivec.h (powerpc): the vec_* intrinsics are
 * macros naming gcc's overloaded __builtin_vec_* builtins, and vector,
 * pixel and bool are the compiler's own context-sensitive keywords in
 * GNU mode (__APPLE_ALTIVEC__), macros of the header otherwise.
 */
#ifndef _ALTIVEC_H
#define _ALTIVEC_H 1

#if !defined(__VEC__) || !defined(__ALTIVEC__)
#error Use the "-maltivec" flag to enable PowerPC AltiVec support
#endif

#if !defined(__APPLE_ALTIVEC__)
#define vector __vector
#define pixel __pixel
#define bool __bool
#endif

#define __CR6_EQ		0
#define __CR6_LT		2

#define vec_add __builtin_vec_add
#define vec_and __builtin_vec_and
#define vec_cmpgt __builtin_vec_cmpgt
#define vec_extract __builtin_vec_extract
#define vec_ld __builtin_vec_ld
#define vec_perm __builtin_vec_perm
#define vec_permxor __builtin_vec_vpermxor
#define vec_sl __builtin_vec_sl
#define vec_splat_s8 __builtin_vec_splat_s8
#define vec_splats __builtin_vec_splats
#define vec_st __builtin_vec_st
#define vec_xor __builtin_vec_xor

#define vec_all_eq(a1, a2) __builtin_vec_vcmpeq_p (__CR6_LT, (a1), (a2))
#define vec_dssall() __builtin_altivec_dssall ()
#define vec_splat_u8(x) ((__vector unsigned char) vec_splat_s8 ((x)))

#endif
