/* args: -Wno-subscript-bounds */
/* -Wno-subscript-bounds turns the check off. */
extern int b[1];

int f(void);
int f(void)
{
	return b[1];
}
