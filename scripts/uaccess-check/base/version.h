/* SPDX-License-Identifier: GPL-2.0 */
/* The checker's version, for --version and the SARIF tool.driver. */
#ifndef UACCESS_CHECK_VERSION_H
#define UACCESS_CHECK_VERSION_H

#ifndef UACCESS_CHECK_VERSION
#define UACCESS_CHECK_VERSION "0.1"
#endif

#endif
