#define FROM_IMACROS 2
int imacros_output_is_dropped;
