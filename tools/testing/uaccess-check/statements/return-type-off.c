/* args: -Wno-decl -Wno-return-type */
/* -Wno-return-type turns the check off. */
void with_value(int x)
{
	return x;
}

int without_value(void)
{
	return;
}
