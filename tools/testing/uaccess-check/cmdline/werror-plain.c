/* args: -Werror */
/*
 * Plain -Werror is accepted and ignored: CONFIG_WERROR puts it in every
 * unit's flags, and obeying it would stop a kernel build.
 */
#warning still a warning /* expect-warning: #warning still a warning [-Wcpp] */
int x;
/* args: -Wno-decl */
