/*
 * A system header in the manner of gcc's arm_neon.h: its types are
 * gcc's builtin vector types, which the checker does not know, and each
 * declaration is a syntax error to it.  A checker that went on after the
 * first one would report hundreds of errors.
 */
#ifndef VECTORS_H
#define VECTORS_H

typedef __Int8x1_t int8x1_t;
extern __inline int8x1_t vneg_s8x1(int8x1_t __a) { return -__a; }
int8x1_t vadd_s8x1(int8x1_t __a, int8x1_t __b);
typedef __Int8x2_t int8x2_t;
extern __inline int8x2_t vneg_s8x2(int8x2_t __a) { return -__a; }
int8x2_t vadd_s8x2(int8x2_t __a, int8x2_t __b);
typedef __Int8x3_t int8x3_t;
extern __inline int8x3_t vneg_s8x3(int8x3_t __a) { return -__a; }
int8x3_t vadd_s8x3(int8x3_t __a, int8x3_t __b);
typedef __Int8x4_t int8x4_t;
extern __inline int8x4_t vneg_s8x4(int8x4_t __a) { return -__a; }
int8x4_t vadd_s8x4(int8x4_t __a, int8x4_t __b);
typedef __Int8x5_t int8x5_t;
extern __inline int8x5_t vneg_s8x5(int8x5_t __a) { return -__a; }
int8x5_t vadd_s8x5(int8x5_t __a, int8x5_t __b);
typedef __Int8x6_t int8x6_t;
extern __inline int8x6_t vneg_s8x6(int8x6_t __a) { return -__a; }
int8x6_t vadd_s8x6(int8x6_t __a, int8x6_t __b);
typedef __Int8x7_t int8x7_t;
extern __inline int8x7_t vneg_s8x7(int8x7_t __a) { return -__a; }
int8x7_t vadd_s8x7(int8x7_t __a, int8x7_t __b);
typedef __Int8x8_t int8x8_t;
extern __inline int8x8_t vneg_s8x8(int8x8_t __a) { return -__a; }
int8x8_t vadd_s8x8(int8x8_t __a, int8x8_t __b);
typedef __Int8x9_t int8x9_t;
extern __inline int8x9_t vneg_s8x9(int8x9_t __a) { return -__a; }
int8x9_t vadd_s8x9(int8x9_t __a, int8x9_t __b);
typedef __Int8x10_t int8x10_t;
extern __inline int8x10_t vneg_s8x10(int8x10_t __a) { return -__a; }
int8x10_t vadd_s8x10(int8x10_t __a, int8x10_t __b);
typedef __Int8x11_t int8x11_t;
extern __inline int8x11_t vneg_s8x11(int8x11_t __a) { return -__a; }
int8x11_t vadd_s8x11(int8x11_t __a, int8x11_t __b);
typedef __Int8x12_t int8x12_t;
extern __inline int8x12_t vneg_s8x12(int8x12_t __a) { return -__a; }
int8x12_t vadd_s8x12(int8x12_t __a, int8x12_t __b);
typedef __Int8x13_t int8x13_t;
extern __inline int8x13_t vneg_s8x13(int8x13_t __a) { return -__a; }
int8x13_t vadd_s8x13(int8x13_t __a, int8x13_t __b);
typedef __Int8x14_t int8x14_t;
extern __inline int8x14_t vneg_s8x14(int8x14_t __a) { return -__a; }
int8x14_t vadd_s8x14(int8x14_t __a, int8x14_t __b);
typedef __Int8x15_t int8x15_t;
extern __inline int8x15_t vneg_s8x15(int8x15_t __a) { return -__a; }
int8x15_t vadd_s8x15(int8x15_t __a, int8x15_t __b);
typedef __Int8x16_t int8x16_t;
extern __inline int8x16_t vneg_s8x16(int8x16_t __a) { return -__a; }
int8x16_t vadd_s8x16(int8x16_t __a, int8x16_t __b);
typedef __Int8x17_t int8x17_t;
extern __inline int8x17_t vneg_s8x17(int8x17_t __a) { return -__a; }
int8x17_t vadd_s8x17(int8x17_t __a, int8x17_t __b);
typedef __Int8x18_t int8x18_t;
extern __inline int8x18_t vneg_s8x18(int8x18_t __a) { return -__a; }
int8x18_t vadd_s8x18(int8x18_t __a, int8x18_t __b);
typedef __Int8x19_t int8x19_t;
extern __inline int8x19_t vneg_s8x19(int8x19_t __a) { return -__a; }
int8x19_t vadd_s8x19(int8x19_t __a, int8x19_t __b);
typedef __Int8x20_t int8x20_t;
extern __inline int8x20_t vneg_s8x20(int8x20_t __a) { return -__a; }
int8x20_t vadd_s8x20(int8x20_t __a, int8x20_t __b);
typedef __Int8x21_t int8x21_t;
extern __inline int8x21_t vneg_s8x21(int8x21_t __a) { return -__a; }
int8x21_t vadd_s8x21(int8x21_t __a, int8x21_t __b);
typedef __Int8x22_t int8x22_t;
extern __inline int8x22_t vneg_s8x22(int8x22_t __a) { return -__a; }
int8x22_t vadd_s8x22(int8x22_t __a, int8x22_t __b);
typedef __Int8x23_t int8x23_t;
extern __inline int8x23_t vneg_s8x23(int8x23_t __a) { return -__a; }
int8x23_t vadd_s8x23(int8x23_t __a, int8x23_t __b);
typedef __Int8x24_t int8x24_t;
extern __inline int8x24_t vneg_s8x24(int8x24_t __a) { return -__a; }
int8x24_t vadd_s8x24(int8x24_t __a, int8x24_t __b);
typedef __Int8x25_t int8x25_t;
extern __inline int8x25_t vneg_s8x25(int8x25_t __a) { return -__a; }
int8x25_t vadd_s8x25(int8x25_t __a, int8x25_t __b);
typedef __Int8x26_t int8x26_t;
extern __inline int8x26_t vneg_s8x26(int8x26_t __a) { return -__a; }
int8x26_t vadd_s8x26(int8x26_t __a, int8x26_t __b);
typedef __Int8x27_t int8x27_t;
extern __inline int8x27_t vneg_s8x27(int8x27_t __a) { return -__a; }
int8x27_t vadd_s8x27(int8x27_t __a, int8x27_t __b);
typedef __Int8x28_t int8x28_t;
extern __inline int8x28_t vneg_s8x28(int8x28_t __a) { return -__a; }
int8x28_t vadd_s8x28(int8x28_t __a, int8x28_t __b);
typedef __Int8x29_t int8x29_t;
extern __inline int8x29_t vneg_s8x29(int8x29_t __a) { return -__a; }
int8x29_t vadd_s8x29(int8x29_t __a, int8x29_t __b);
typedef __Int8x30_t int8x30_t;
extern __inline int8x30_t vneg_s8x30(int8x30_t __a) { return -__a; }
int8x30_t vadd_s8x30(int8x30_t __a, int8x30_t __b);
typedef __Int8x31_t int8x31_t;
extern __inline int8x31_t vneg_s8x31(int8x31_t __a) { return -__a; }
int8x31_t vadd_s8x31(int8x31_t __a, int8x31_t __b);
typedef __Int8x32_t int8x32_t;
extern __inline int8x32_t vneg_s8x32(int8x32_t __a) { return -__a; }
int8x32_t vadd_s8x32(int8x32_t __a, int8x32_t __b);
typedef __Int8x33_t int8x33_t;
extern __inline int8x33_t vneg_s8x33(int8x33_t __a) { return -__a; }
int8x33_t vadd_s8x33(int8x33_t __a, int8x33_t __b);
typedef __Int8x34_t int8x34_t;
extern __inline int8x34_t vneg_s8x34(int8x34_t __a) { return -__a; }
int8x34_t vadd_s8x34(int8x34_t __a, int8x34_t __b);
typedef __Int8x35_t int8x35_t;
extern __inline int8x35_t vneg_s8x35(int8x35_t __a) { return -__a; }
int8x35_t vadd_s8x35(int8x35_t __a, int8x35_t __b);
typedef __Int8x36_t int8x36_t;
extern __inline int8x36_t vneg_s8x36(int8x36_t __a) { return -__a; }
int8x36_t vadd_s8x36(int8x36_t __a, int8x36_t __b);
typedef __Int8x37_t int8x37_t;
extern __inline int8x37_t vneg_s8x37(int8x37_t __a) { return -__a; }
int8x37_t vadd_s8x37(int8x37_t __a, int8x37_t __b);
typedef __Int8x38_t int8x38_t;
extern __inline int8x38_t vneg_s8x38(int8x38_t __a) { return -__a; }
int8x38_t vadd_s8x38(int8x38_t __a, int8x38_t __b);
typedef __Int8x39_t int8x39_t;
extern __inline int8x39_t vneg_s8x39(int8x39_t __a) { return -__a; }
int8x39_t vadd_s8x39(int8x39_t __a, int8x39_t __b);
typedef __Int8x40_t int8x40_t;
extern __inline int8x40_t vneg_s8x40(int8x40_t __a) { return -__a; }
int8x40_t vadd_s8x40(int8x40_t __a, int8x40_t __b);
typedef __Int8x41_t int8x41_t;
extern __inline int8x41_t vneg_s8x41(int8x41_t __a) { return -__a; }
int8x41_t vadd_s8x41(int8x41_t __a, int8x41_t __b);
typedef __Int8x42_t int8x42_t;
extern __inline int8x42_t vneg_s8x42(int8x42_t __a) { return -__a; }
int8x42_t vadd_s8x42(int8x42_t __a, int8x42_t __b);
typedef __Int8x43_t int8x43_t;
extern __inline int8x43_t vneg_s8x43(int8x43_t __a) { return -__a; }
int8x43_t vadd_s8x43(int8x43_t __a, int8x43_t __b);
typedef __Int8x44_t int8x44_t;
extern __inline int8x44_t vneg_s8x44(int8x44_t __a) { return -__a; }
int8x44_t vadd_s8x44(int8x44_t __a, int8x44_t __b);
typedef __Int8x45_t int8x45_t;
extern __inline int8x45_t vneg_s8x45(int8x45_t __a) { return -__a; }
int8x45_t vadd_s8x45(int8x45_t __a, int8x45_t __b);
typedef __Int8x46_t int8x46_t;
extern __inline int8x46_t vneg_s8x46(int8x46_t __a) { return -__a; }
int8x46_t vadd_s8x46(int8x46_t __a, int8x46_t __b);
typedef __Int8x47_t int8x47_t;
extern __inline int8x47_t vneg_s8x47(int8x47_t __a) { return -__a; }
int8x47_t vadd_s8x47(int8x47_t __a, int8x47_t __b);
typedef __Int8x48_t int8x48_t;
extern __inline int8x48_t vneg_s8x48(int8x48_t __a) { return -__a; }
int8x48_t vadd_s8x48(int8x48_t __a, int8x48_t __b);
typedef __Int8x49_t int8x49_t;
extern __inline int8x49_t vneg_s8x49(int8x49_t __a) { return -__a; }
int8x49_t vadd_s8x49(int8x49_t __a, int8x49_t __b);
typedef __Int8x50_t int8x50_t;
extern __inline int8x50_t vneg_s8x50(int8x50_t __a) { return -__a; }
int8x50_t vadd_s8x50(int8x50_t __a, int8x50_t __b);
typedef __Int8x51_t int8x51_t;
extern __inline int8x51_t vneg_s8x51(int8x51_t __a) { return -__a; }
int8x51_t vadd_s8x51(int8x51_t __a, int8x51_t __b);
typedef __Int8x52_t int8x52_t;
extern __inline int8x52_t vneg_s8x52(int8x52_t __a) { return -__a; }
int8x52_t vadd_s8x52(int8x52_t __a, int8x52_t __b);
typedef __Int8x53_t int8x53_t;
extern __inline int8x53_t vneg_s8x53(int8x53_t __a) { return -__a; }
int8x53_t vadd_s8x53(int8x53_t __a, int8x53_t __b);
typedef __Int8x54_t int8x54_t;
extern __inline int8x54_t vneg_s8x54(int8x54_t __a) { return -__a; }
int8x54_t vadd_s8x54(int8x54_t __a, int8x54_t __b);
typedef __Int8x55_t int8x55_t;
extern __inline int8x55_t vneg_s8x55(int8x55_t __a) { return -__a; }
int8x55_t vadd_s8x55(int8x55_t __a, int8x55_t __b);
typedef __Int8x56_t int8x56_t;
extern __inline int8x56_t vneg_s8x56(int8x56_t __a) { return -__a; }
int8x56_t vadd_s8x56(int8x56_t __a, int8x56_t __b);
typedef __Int8x57_t int8x57_t;
extern __inline int8x57_t vneg_s8x57(int8x57_t __a) { return -__a; }
int8x57_t vadd_s8x57(int8x57_t __a, int8x57_t __b);
typedef __Int8x58_t int8x58_t;
extern __inline int8x58_t vneg_s8x58(int8x58_t __a) { return -__a; }
int8x58_t vadd_s8x58(int8x58_t __a, int8x58_t __b);
typedef __Int8x59_t int8x59_t;
extern __inline int8x59_t vneg_s8x59(int8x59_t __a) { return -__a; }
int8x59_t vadd_s8x59(int8x59_t __a, int8x59_t __b);
typedef __Int8x60_t int8x60_t;
extern __inline int8x60_t vneg_s8x60(int8x60_t __a) { return -__a; }
int8x60_t vadd_s8x60(int8x60_t __a, int8x60_t __b);
typedef __Int8x61_t int8x61_t;
extern __inline int8x61_t vneg_s8x61(int8x61_t __a) { return -__a; }
int8x61_t vadd_s8x61(int8x61_t __a, int8x61_t __b);
typedef __Int8x62_t int8x62_t;
extern __inline int8x62_t vneg_s8x62(int8x62_t __a) { return -__a; }
int8x62_t vadd_s8x62(int8x62_t __a, int8x62_t __b);
typedef __Int8x63_t int8x63_t;
extern __inline int8x63_t vneg_s8x63(int8x63_t __a) { return -__a; }
int8x63_t vadd_s8x63(int8x63_t __a, int8x63_t __b);
typedef __Int8x64_t int8x64_t;
extern __inline int8x64_t vneg_s8x64(int8x64_t __a) { return -__a; }
int8x64_t vadd_s8x64(int8x64_t __a, int8x64_t __b);
typedef __Int8x65_t int8x65_t;
extern __inline int8x65_t vneg_s8x65(int8x65_t __a) { return -__a; }
int8x65_t vadd_s8x65(int8x65_t __a, int8x65_t __b);
typedef __Int8x66_t int8x66_t;
extern __inline int8x66_t vneg_s8x66(int8x66_t __a) { return -__a; }
int8x66_t vadd_s8x66(int8x66_t __a, int8x66_t __b);
typedef __Int8x67_t int8x67_t;
extern __inline int8x67_t vneg_s8x67(int8x67_t __a) { return -__a; }
int8x67_t vadd_s8x67(int8x67_t __a, int8x67_t __b);
typedef __Int8x68_t int8x68_t;
extern __inline int8x68_t vneg_s8x68(int8x68_t __a) { return -__a; }
int8x68_t vadd_s8x68(int8x68_t __a, int8x68_t __b);
typedef __Int8x69_t int8x69_t;
extern __inline int8x69_t vneg_s8x69(int8x69_t __a) { return -__a; }
int8x69_t vadd_s8x69(int8x69_t __a, int8x69_t __b);
typedef __Int8x70_t int8x70_t;
extern __inline int8x70_t vneg_s8x70(int8x70_t __a) { return -__a; }
int8x70_t vadd_s8x70(int8x70_t __a, int8x70_t __b);
typedef __Int8x71_t int8x71_t;
extern __inline int8x71_t vneg_s8x71(int8x71_t __a) { return -__a; }
int8x71_t vadd_s8x71(int8x71_t __a, int8x71_t __b);
typedef __Int8x72_t int8x72_t;
extern __inline int8x72_t vneg_s8x72(int8x72_t __a) { return -__a; }
int8x72_t vadd_s8x72(int8x72_t __a, int8x72_t __b);
typedef __Int8x73_t int8x73_t;
extern __inline int8x73_t vneg_s8x73(int8x73_t __a) { return -__a; }
int8x73_t vadd_s8x73(int8x73_t __a, int8x73_t __b);
typedef __Int8x74_t int8x74_t;
extern __inline int8x74_t vneg_s8x74(int8x74_t __a) { return -__a; }
int8x74_t vadd_s8x74(int8x74_t __a, int8x74_t __b);
typedef __Int8x75_t int8x75_t;
extern __inline int8x75_t vneg_s8x75(int8x75_t __a) { return -__a; }
int8x75_t vadd_s8x75(int8x75_t __a, int8x75_t __b);
typedef __Int8x76_t int8x76_t;
extern __inline int8x76_t vneg_s8x76(int8x76_t __a) { return -__a; }
int8x76_t vadd_s8x76(int8x76_t __a, int8x76_t __b);
typedef __Int8x77_t int8x77_t;
extern __inline int8x77_t vneg_s8x77(int8x77_t __a) { return -__a; }
int8x77_t vadd_s8x77(int8x77_t __a, int8x77_t __b);
typedef __Int8x78_t int8x78_t;
extern __inline int8x78_t vneg_s8x78(int8x78_t __a) { return -__a; }
int8x78_t vadd_s8x78(int8x78_t __a, int8x78_t __b);
typedef __Int8x79_t int8x79_t;
extern __inline int8x79_t vneg_s8x79(int8x79_t __a) { return -__a; }
int8x79_t vadd_s8x79(int8x79_t __a, int8x79_t __b);
typedef __Int8x80_t int8x80_t;
extern __inline int8x80_t vneg_s8x80(int8x80_t __a) { return -__a; }
int8x80_t vadd_s8x80(int8x80_t __a, int8x80_t __b);
typedef __Int8x81_t int8x81_t;
extern __inline int8x81_t vneg_s8x81(int8x81_t __a) { return -__a; }
int8x81_t vadd_s8x81(int8x81_t __a, int8x81_t __b);
typedef __Int8x82_t int8x82_t;
extern __inline int8x82_t vneg_s8x82(int8x82_t __a) { return -__a; }
int8x82_t vadd_s8x82(int8x82_t __a, int8x82_t __b);
typedef __Int8x83_t int8x83_t;
extern __inline int8x83_t vneg_s8x83(int8x83_t __a) { return -__a; }
int8x83_t vadd_s8x83(int8x83_t __a, int8x83_t __b);
typedef __Int8x84_t int8x84_t;
extern __inline int8x84_t vneg_s8x84(int8x84_t __a) { return -__a; }
int8x84_t vadd_s8x84(int8x84_t __a, int8x84_t __b);
typedef __Int8x85_t int8x85_t;
extern __inline int8x85_t vneg_s8x85(int8x85_t __a) { return -__a; }
int8x85_t vadd_s8x85(int8x85_t __a, int8x85_t __b);
typedef __Int8x86_t int8x86_t;
extern __inline int8x86_t vneg_s8x86(int8x86_t __a) { return -__a; }
int8x86_t vadd_s8x86(int8x86_t __a, int8x86_t __b);
typedef __Int8x87_t int8x87_t;
extern __inline int8x87_t vneg_s8x87(int8x87_t __a) { return -__a; }
int8x87_t vadd_s8x87(int8x87_t __a, int8x87_t __b);
typedef __Int8x88_t int8x88_t;
extern __inline int8x88_t vneg_s8x88(int8x88_t __a) { return -__a; }
int8x88_t vadd_s8x88(int8x88_t __a, int8x88_t __b);
typedef __Int8x89_t int8x89_t;
extern __inline int8x89_t vneg_s8x89(int8x89_t __a) { return -__a; }
int8x89_t vadd_s8x89(int8x89_t __a, int8x89_t __b);
typedef __Int8x90_t int8x90_t;
extern __inline int8x90_t vneg_s8x90(int8x90_t __a) { return -__a; }
int8x90_t vadd_s8x90(int8x90_t __a, int8x90_t __b);
typedef __Int8x91_t int8x91_t;
extern __inline int8x91_t vneg_s8x91(int8x91_t __a) { return -__a; }
int8x91_t vadd_s8x91(int8x91_t __a, int8x91_t __b);
typedef __Int8x92_t int8x92_t;
extern __inline int8x92_t vneg_s8x92(int8x92_t __a) { return -__a; }
int8x92_t vadd_s8x92(int8x92_t __a, int8x92_t __b);
typedef __Int8x93_t int8x93_t;
extern __inline int8x93_t vneg_s8x93(int8x93_t __a) { return -__a; }
int8x93_t vadd_s8x93(int8x93_t __a, int8x93_t __b);
typedef __Int8x94_t int8x94_t;
extern __inline int8x94_t vneg_s8x94(int8x94_t __a) { return -__a; }
int8x94_t vadd_s8x94(int8x94_t __a, int8x94_t __b);
typedef __Int8x95_t int8x95_t;
extern __inline int8x95_t vneg_s8x95(int8x95_t __a) { return -__a; }
int8x95_t vadd_s8x95(int8x95_t __a, int8x95_t __b);
typedef __Int8x96_t int8x96_t;
extern __inline int8x96_t vneg_s8x96(int8x96_t __a) { return -__a; }
int8x96_t vadd_s8x96(int8x96_t __a, int8x96_t __b);
typedef __Int8x97_t int8x97_t;
extern __inline int8x97_t vneg_s8x97(int8x97_t __a) { return -__a; }
int8x97_t vadd_s8x97(int8x97_t __a, int8x97_t __b);
typedef __Int8x98_t int8x98_t;
extern __inline int8x98_t vneg_s8x98(int8x98_t __a) { return -__a; }
int8x98_t vadd_s8x98(int8x98_t __a, int8x98_t __b);
typedef __Int8x99_t int8x99_t;
extern __inline int8x99_t vneg_s8x99(int8x99_t __a) { return -__a; }
int8x99_t vadd_s8x99(int8x99_t __a, int8x99_t __b);
typedef __Int8x100_t int8x100_t;
extern __inline int8x100_t vneg_s8x100(int8x100_t __a) { return -__a; }
int8x100_t vadd_s8x100(int8x100_t __a, int8x100_t __b);

#endif
