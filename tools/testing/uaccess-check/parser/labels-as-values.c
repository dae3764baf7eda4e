/*
 * Labels as values (&&label, of type void *), computed goto with any
 * pointer expression, static tables of label addresses, label
 * differences as in interpreters.
 */
int interp(const unsigned char *code)
{
	static const void *const table[] = { &&op_inc, &&op_dec, &&op_end };
	static const int offsets[] = { &&op_dec - &&op_inc, &&op_end - &&op_inc };
	void *next = &&op_end;
	int acc = 0;

	goto *table[*code++];
op_inc:
	acc++;
	goto *table[*code++];
op_dec:
	acc--;
	goto *(void *)((char *)&&op_inc + offsets[*code++ & 1]);
op_end:
	if (acc > 100) {
		next = &&out;
		goto *next;
	}
out:
	return acc;
}

#define _THIS_IP_ ({ __label__ __here; __here: (unsigned long)&&__here; })

unsigned long this_ip(void)
{
	return _THIS_IP_;
}
/* args: -Wno-decl */
