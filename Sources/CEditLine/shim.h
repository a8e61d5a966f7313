#ifndef LEARN_CEDITLINE_SHIM_H
#define LEARN_CEDITLINE_SHIM_H
#include <stdio.h>
#include <wchar.h>
#include <editline/readline.h>

/* The display columns of a character in the current LC_CTYPE (2 for Hangul, 0 for a combining
   mark, -1 for a control): the columns libedit counts. glibc declares wcwidth for X/Open only. */
static inline int learn_wcwidth(unsigned int c) {
    extern int wcwidth(wchar_t);
    return wcwidth((wchar_t)c);
}
#endif
