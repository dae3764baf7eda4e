/* args: -Wdefault-bitfield-sign */
/*
 * A signed bit-field one bit wide holds 0 and -1: "s.flag == 1" is never
 * true (-Wone-bit-signed-bitfield, on).  Plain int is signed and plain
 * char is signed on x86.  -Wdefault-bitfield-sign (off): a plain int,
 * char or long bit-field, whose sign is the compiler's choice.
 */
struct s {
	signed int a:1;			/* expect-warning: dubious one-bit signed bitfield */
	int b:1;			/* expect-warning: dubious one-bit signed bitfield */
	char c:1;			/* expect-warning: dubious one-bit signed bitfield */
	unsigned int d:1;
	_Bool e:1;
	int :1;
	int f:3;			/* expect-warning: dubious bitfield without explicit `signed' or `unsigned' */
	long g:2;			/* expect-warning: dubious bitfield without explicit `signed' or `unsigned' */
	signed int h:3;
	unsigned int i:3;
	enum { X, Y } j:1;
};
