static inline int inner(int __user *p) { return *p; }
