/* args: -Wno-div-by-zero -Wno-overflow */
/* the two can be turned off */
static int f(void)
{
	return 1 / 0 + (-2147483647 - 1) / -1;
}
