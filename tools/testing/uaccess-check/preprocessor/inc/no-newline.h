/* no include guard: read twice, reported once */
extern int from_header;