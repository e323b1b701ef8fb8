#include "CImageCodecs.h"
int wr_codecs_version(void) { return 1; }
