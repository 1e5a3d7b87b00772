require('@testing-library/jest-dom');
// jsdom has no layout: scrolling (react-router's ScrollRestoration, a #section link) does nothing instead of
// logging "Not implemented".
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
