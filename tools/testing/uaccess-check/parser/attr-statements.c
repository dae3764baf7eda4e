/*
 * Attributes on statements (fallthrough, a null statement with an
 * attribute) and on labels.
 */
int f(int x)
{
	int r = 0;

	switch (x) {
	case 0:
		r++;
		__attribute__((fallthrough));
	case 1:
		r++;
		__attribute__((__fallthrough__));
	case 2:
		if (r)
			r++;
		else
			r--;
		__attribute__((fallthrough));
	default:
		r++;
	}
	if (x > 10)
		goto out;
	r *= 2;
unused_label: __attribute__((unused));
	r += 3;
out: __attribute__((unused))
	return r;
}

int g(int x)
{
	if (x)
		goto done;
	x++;
done: __attribute__((cold));
	return x;
}
/* args: -Wno-decl */
