#ifndef LEARN_CEDITLINE_SHIM_H
#define LEARN_CEDITLINE_SHIM_H
#include <stdio.h>
#include <editline/readline.h>
#endif
