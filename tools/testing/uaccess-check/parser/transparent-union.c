/*
 * Transparent unions: an argument of any member type is passed as the
 * union (as with the old wait() and sockaddr interfaces), declared with
 * the attribute on the union or on the typedef, before or after its name
 * (include/linux/mm.h's release_pages_arg, Linux 6.12).
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

struct page;
struct folio;
typedef union {
	struct page **pages;
	struct folio **folios;
} release_pages_arg __attribute__ ((__transparent_union__));

void release_pages(release_pages_arg, int nr);

void put(struct page **pages, int keep, struct folio **folios)
{
	release_pages(pages + keep, 1);
	release_pages(folios, 2);
}

int do_bind(int fd, sockaddr_arg addr);
int do_wait(union wait_status st);

int f(struct sockaddr *sa, struct sockaddr_in *sin, int *status)
{
	return do_bind(1, sa) + do_bind(2, sin) + do_wait(status);
}
/* args: -Wno-decl */
