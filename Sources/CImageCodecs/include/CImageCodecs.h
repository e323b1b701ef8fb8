#pragma once
// Placeholder header; the codec shim is written with the WidgetImageIO module.
int wr_codecs_version(void);
