const char *base = __BASE_FILE__;
const char *file = __FILE__;
