"""A few SVG 1.1 elements written as text (https://www.w3.org/TR/SVG11/), escaped so
that any variable name gives well-formed XML."""

from xml.sax.saxutils import escape, quoteattr

ARROW_MARKERS = """<defs>
<marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
<path d="M 0 0 L 10 5 L 0 10 z" fill="#2e7d32"/></marker>
<marker id="fault-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
<path d="M 0 0 L 10 5 L 0 10 z" fill="#c62828"/></marker>
</defs>"""


def _attrs(attrs: dict[str, object]) -> str:
    return "".join(f" {name.replace('_', '-')}={quoteattr(str(value))}"
                   for name, value in attrs.items())


class SvgBuilder:
    """An SVG document built element by element."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def element(self, tag: str, tooltip: str | None = None, **attrs: object) -> None:
        """An empty element (`<rect/>`, `<line/>`, ...), with a tooltip if given
        (attribute names with `_` are written with `-`: `stroke_width`)."""
        if tooltip is None:
            self.parts.append(f"<{tag}{_attrs(attrs)}/>")
        else:
            self.parts.append(f"<{tag}{_attrs(attrs)}><title>{escape(tooltip)}</title></{tag}>")

    def text(self, x: float, y: float, content: str, **attrs: object) -> None:
        self.parts.append(f"<text{_attrs({'x': x, 'y': y, **attrs})}>{escape(content)}</text>")

    def document(self, width: float, height: float, title: str) -> str:
        """The whole `<svg>` element."""
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
                f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">')
        return "\n".join([head, f"<title>{escape(title)}</title>", ARROW_MARKERS,
                          f'<rect width="{width}" height="{height}" fill="white"/>',
                          *self.parts, "</svg>"]) + "\n"
