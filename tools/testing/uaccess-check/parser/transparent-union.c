/*
 * Transparent unions: an argument of any member type is passed as the
 * union (as with the old wait() and sockaddr interfaces), declared with
 * the attribute on the union or on the typedef.
 */
struct sockaddr { int family; };
struct sockaddr_in { int family; int port; };

typedef union {
	struct sockaddr *sa;
	struct sockaddr_in *sin;
} __attribute__((transparent_union)) sockaddr_arg;

union wait_status {
	int *ip;
	union wait_status *up;
} __attribute__((__transparent_union__));

int do_bind(int fd, sockaddr_arg addr);
int do_wait(union wait_status st);

int f(struct sockaddr *sa, struct sockaddr_in *sin, int *status)
{
	return do_bind(1, sa) + do_bind(2, sin) + do_wait(status);
}
