/*
 * Bit-fields: signed, unsigned, plain int, _Bool, enum and long types,
 * unnamed ones for padding, zero-width ones forcing alignment, widths
 * given by constant expressions, with attributes.
 */
enum color { RED, GREEN, BLUE };

struct flags {
	unsigned int a : 1;
	unsigned int b : 3, c : 4;
	signed int d : 5;
	int e : 2;
	_Bool f : 1;
	enum color g : 2;
	unsigned long h : 40;
	unsigned : 3;
	unsigned : 0;
	unsigned char i : 4;
	unsigned short j : sizeof(int) * 2 + 1;
	unsigned int k : 7 __attribute__((packed));
	unsigned int : 0, l : 1;
	unsigned long long m : 63;
	int : 0;
};

int f(struct flags *p)
{
	p->a = 1;
	p->b = 7;
	p->d = -3;
	p->g = BLUE;
	p->h = 1UL << 39;
	p->c += p->b;
	return p->a + p->e + p->f + p->g + (int)p->h + p->i + p->j + p->k + p->l + (int)p->m;
}
/* args: -Wno-decl */
