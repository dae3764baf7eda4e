const char *in_header = __FILE__;
int line_in_header = __LINE__;
