"""A few SVG 1.1 elements written as text (https://www.w3.org/TR/SVG11/), escaped so
that any variable name gives well-formed XML."""


def _marker(name: str, color: str) -> str:
    return (f'<marker id="{name}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
            f'markerHeight="7" orient="auto">\n<path d="M 0 0 L 10 5 L 0 10 z" '
            f'fill="{color}"/></marker>')


ARROW_MARKERS = "\n".join(["<defs>", _marker("arrow", "#2e7d32"), _marker("fault-arrow", "#c62828"),
                           _marker("pointer-arrow", "#546e7a"), _marker("warn-arrow", "#e65100"),
                           "</defs>"])
"""The arrowheads of the pictures' arrows, one per colour."""


def number(value: object) -> str:
    """A coordinate without needless digits (`52`, not `52.0`; `34.5`)."""
    if isinstance(value, float):
        return f"{value:.1f}".removesuffix(".0")
    return str(value)


def path_data(*commands: str | float) -> str:
    """A path's `d`: its commands and coordinates, separated by spaces."""
    return " ".join(c if isinstance(c, str) else number(c) for c in commands)


# `xml.sax.saxutils` is imported when an SVG is written: it imports `urllib`, a sixth
# of the imports of an `acc-run` that draws nothing (docs/performance.md, "Start-up").
def escape(text: str) -> str:
    from xml.sax.saxutils import escape as xml_escape

    return xml_escape(text)


def quoteattr(text: str) -> str:
    from xml.sax.saxutils import quoteattr as xml_quoteattr

    return xml_quoteattr(text)


def _attrs(attrs: dict[str, object]) -> str:
    return "".join(f" {name.replace('_', '-')}={quoteattr(number(value))}"
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
        size = f'width="{number(width)}" height="{number(height)}"'
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" {size} '
                f'viewBox="0 0 {number(width)} {number(height)}" font-family="sans-serif" '
                f'font-size="12">')
        return "\n".join([head, f"<title>{escape(title)}</title>", ARROW_MARKERS,
                          f'<rect {size} fill="white"/>',
                          *self.parts, "</svg>"]) + "\n"
