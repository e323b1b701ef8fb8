/* Only the declaration in include/FuzzDriver.h; SwiftPM needs a source file per C target. */
#include "FuzzDriver.h"
