/* args: -Wunknown-attribute */
/*
 * With -Wunknown-attribute (off by default, as in sparse; Kbuild passes
 * -Wno-unknown-attribute) an attribute the checker does not know is
 * reported, once per use; known ones are not.  gcc warns about the same
 * ones with -Wattributes.
 */
int a __attribute__((some_attribute_nobody_knows)); /* expect-warning: unknown attribute */
int b __attribute__((aligned(8), __another_unknown_one__(1, "x"))); /* expect-warning: unknown attribute */
int c __attribute__((unused, section(".data"), aligned(4)));
/* args: -Wno-decl */
