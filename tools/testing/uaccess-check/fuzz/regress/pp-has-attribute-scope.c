/* found by the pp fuzz target: "scope::" not followed by a name (UBSan: a colon token read as an identifier) */
#if __has_attribute(gnu::::x) || __has_builtin(a::)
#endif
