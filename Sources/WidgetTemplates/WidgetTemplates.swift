// The template file format; see Templates/README.md.
