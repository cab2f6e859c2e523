// Vitest setup of the renderer project (jsdom).

// jsdom has no layout, so no scrollIntoView; Mantine's combobox scrolls its selected option into view on a timer.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= function scrollIntoView() {};
