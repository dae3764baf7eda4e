/*
 * What gcc rejects in a constraint and sparse does not see: a letter that
 * is no constraint of x86 (gcc: "impossible constraint in 'asm'"), a
 * punctuation character no constraint has, an unknown flag output
 * condition, a matching constraint that names no output, '&' in an input.
 */
static int f(int x, int y)
{
	int r = 0, c = 0;

	asm("" : "=w" (r));				/* expect-warning: invalid ASM constraint 'w' */
	asm("" : "=r" (r) : "h" (x));			/* expect-warning: invalid ASM constraint 'h' */
	asm("" : "=r" (r) : "rz" (x));			/* expect-warning: invalid ASM constraint 'z' */
	asm("" : "=r" (r) : "H" (x));			/* expect-warning: invalid ASM constraint 'H' */
	asm("" : "=r" (r) : "P" (x));			/* expect-warning: invalid ASM constraint 'P' */
	asm("" : "=r;" (r));				/* expect-warning: invalid ASM constraint ';' */
	asm("" : "=r" (r) : "r." (x));			/* expect-warning: invalid ASM constraint '.' */
	asm("" : "=@ccq" (c));				/* expect-warning: unknown 'asm' flag output '=@ccq' */
	asm("" : "=r" (r) : "1" (x));			/* expect-warning: matching constraint references invalid operand number */
	asm("" : "=r" (r), "=r" (c) : "2" (x));		/* expect-warning: matching constraint references invalid operand number */
	asm("" : "=0" (r));				/* expect-warning: matching constraint not valid in output operand */
	asm("" : [o] "=r" (r) : [i] "r" (x), "[i]" (y));	/* expect-warning: matching constraint references invalid operand number */
	asm("" : [o] "=r" (r) : "[out]" (x));		/* expect-warning: undefined named operand 'out' */
	asm("" : "=r" (r) : "&r" (x));			/* expect-warning: input operand constraint contains '&' */

	/* x86's own constraints, the generic ones and the modifiers */
	asm("" : "=a" (r), "=b" (c) : "c" (x), "d" (y), "S" (x), "D" (y));
	asm("" : "=A" (r), "=q" (c) : "Q" (x), "R" (y), "l" (x), "U" (y));
	asm("" : "=f" (r), "=t" (c) : "u" (x), "x" (y), "y" (x), "v" (y), "k" (x));
	asm("" : "=g" (r), "=X" (c) : "p" (&x), "o" (y), "V" (x), "<m" (y), ">m" (x));
	asm("" : "=rm" (r) : "i" (1), "n" (2), "s" (3), "E" (4), "F" (5), "I" (6));
	asm("" : "=rm" (r) : "J" (1), "K" (2), "L" (3), "M" (2), "N" (5), "O" (6));
	asm("" : "=rm" (r) : "G" (1), "C" (2), "e" (3), "Z" (4), "m" (x));
	asm("" : "=Yz" (r) : "Bm" (x), "Ts" (y), "We" (1), "jr" (x), "Yk" (y));
	asm("" : "=&r" (r) : "%r" (x), "r" (y), "?r!m*r#r^r$r" (x), " r" (y));
	asm("" : "=@ccz" (c), "=@ccnae" (r), "=@ccpo" (x));
	asm("" : "=r" (r), "=r" (c) : "0" (x), "1" (y), "0,1" (x));
	asm("" : [out] "=r" (r) : [in] "[out]" (x), "[out]" (y));
	asm("" : "=r" (r) : "{rax}" (x));
	return r + c + x;
}
