/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Corners of gcc's layout rules that random records rarely reach; each
 * one was wrong in a first version of layout.c.
 */

/*
 * A bit-field of a whole integer mode at an aligned position becomes an
 * ordinary field with the mode's alignment: with an under-aligned
 * typedef, the record gets the mode's alignment, not the typedef's.
 */
typedef int corner_i1 __attribute__((aligned(1)));
typedef long long corner_l2 __attribute__((aligned(2)));
struct corner_xmode1 { char c[4]; corner_i1 x:32; };
struct corner_xmode2 { char c[3]; corner_i1 x:32; };
struct corner_xmode3 { char c; corner_i1 x:8; };
struct corner_xmode4 { corner_l2 x:64; char c; };
struct corner_xmode5 { char c[8]; corner_l2 x:64; char d; };
struct corner_xmode6 { char c[2]; corner_l2 x:16; };
union corner_xmode7 { char c; corner_l2 x:32; };

/*
 * A bit-field moved to the next unit of its (over-aligned) type: gcc
 * rounds up only the part of the position below BIGGEST_ALIGNMENT.
 */
typedef unsigned long long corner_u32a __attribute__((aligned(32)));
typedef unsigned int corner_u16a __attribute__((aligned(16)));
struct corner_bump1 { char c; corner_u32a x:44; };
struct corner_bump2 { char c[17]; corner_u32a x:44; };
struct corner_bump3 { char c[20]; corner_u32a x:44; };
struct corner_bump4 { char c[3]; corner_u16a x:20; };
struct corner_bump5 { char c[40]; corner_u32a x:60; corner_u32a y:60; };

/*
 * i386: _Atomic long long keeps 8 bytes in a struct (gcc 11 on), but a
 * small struct or union around it has an integer mode and gets 4.
 */
struct corner_atomic1 { char c; _Atomic long long a; };
struct corner_atomic_wrap { _Atomic long long a; };
union corner_atomic_union { _Atomic long long a; int i; };
struct corner_atomic2 { char c; struct corner_atomic_wrap w; };
struct corner_atomic3 { char c; union corner_atomic_union u; };
struct corner_atomic4 { char c; _Atomic long long a[2]; };
struct corner_atomic5 { char c; _Atomic struct { short a, b; } s; };
struct corner_atomic6 { char c; _Atomic _Complex float f; };

/* #pragma pack against aligned(): the pragma wins on members, not on the record */
#pragma pack(1)
struct corner_pack1 { char c; int x __attribute__((aligned(8))); };
struct __attribute__((aligned(8))) corner_pack2 { char c; int x; };
struct corner_pack3 { char c; int :0; char d; long long e:3; };
#pragma pack()
#pragma pack(push, outer, 2)
#pragma pack(push, 8)
#pragma pack(push, 1)
struct corner_pack4 { char c; long long x; };
#pragma pack(pop, outer)
struct corner_pack5 { char c; long long x; };
#pragma pack(pop)

/* packed bit-fields never move to the next unit */
struct corner_packed_bf1 { char c; int x:30 __attribute__((packed)); };
struct __attribute__((packed)) corner_packed_bf2 { char c; int x:30; long long y:60; };

/* aligned on a bit-field, and a zero-width bit-field of an aligned type */
typedef int corner_i8 __attribute__((aligned(8)));
struct corner_bf_aligned { char c; int x:4 __attribute__((aligned(8))); };
struct corner_zero_aligned { char c; corner_i8 :0; char d; };
