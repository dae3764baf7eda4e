/* args: -Wno-enum-mismatch */
/* -Wno-enum-mismatch: different enum types mix silently. */
enum color { RED };
enum shape { ROUND };

int f(enum color c, enum shape s);
int f(enum color c, enum shape s)
{
	c = s;
	return c == s;
}
