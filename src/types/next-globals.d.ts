// What next-env.d.ts gives (CSS modules, images), for a type-check before the first build
// generates that file.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
