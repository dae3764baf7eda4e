/* args: -Wno-decl */
/*
 * -Wreturn-type: "return value;" in a void function, a bare "return;" in
 * a function returning a value.  A void-valued "return f();" in a void
 * function is -Wreturn-void's (off), not this.
 */
typedef void nothing_t;

extern void done(void);
extern int value(void);

void with_value(int x)
{
	if (x)
		return x + 1;	/* expect-warning: return expression in void function */
	return value();		/* expect-warning: return expression in void function */
}

nothing_t typedef_void(int *p)
{
	return p;		/* expect-warning: return expression in void function */
}

int without_value(int x)
{
	if (x)
		return;		/* expect-warning: return with no return value */
	return x;
}

int *pointer_without_value(void)
{
	return;			/* expect-warning: return with no return value */
}

/* Silent */
void void_function(int x)
{
	if (x)
		return;
	if (x > 1)
		return done();
	return (void)x;
}

int int_function(int x)
{
	int y = ({ if (x) x++; x; });

	return y;
}

const void *const_void_pointer(const void *p)
{
	return p;
}
