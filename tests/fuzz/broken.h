/* broken.h - for the fuzz targets: an input that breaks the property a
 * target checks ends the run through ys_die (die.h), which names the file
 * and line of the check, then aborts: libFuzzer keeps the input as a crash. */
#ifndef YS_FUZZ_BROKEN_H
#define YS_FUZZ_BROKEN_H

#include "ys/die.h"

#define BROKEN() ys_die("%s:%d: this input breaks the property checked here", __FILE__, __LINE__)

#endif
