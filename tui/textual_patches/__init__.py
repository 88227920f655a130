"""Every use rinkbook makes of Textual's private names (and textual-serve's), in one place.

Policy: no module of rinkbook outside this package reads, writes, imports or overrides a private name of
Textual or textual-serve (one starting with `_`, or a module `textual._x`); a patch here is a named function,
or a mixin whose override calls a public hook, saying what it does, why rinkbook needs it, and the version it
was written for. Either may change its private names in any release: before moving `TESTED_TEXTUAL` (or
`TESTED_TEXTUAL_SERVE`) on, re-check each patch listed below (`tests/tui/test_textual_patches.py` fails
outside the range and names them). The modules are imported where their patch is used, never here: this
package costs the start nothing.
"""

from __future__ import annotations

# The Textual versions every patch was written and tested for: from the first (included) to the last (excluded).
TESTED_TEXTUAL = ("8.2.0", "8.3.0")

# Every patch, as `module:name` inside this package, with what it reaches into.
PATCHES = (
    "app_internals:mode_screens",  # App._screen_stacks
    "app_internals:binding_chain",  # Screen._modal_binding_chain
    "app_internals:parse_action",  # App._parse_action
    "app_internals:key_on_its_way",  # Message._stop_propagation
    "app_internals:takes_key_itself",  # Widget._on_key, key_<name> methods (dispatch_key)
    "app_internals:drop_typed_keys",  # MessagePump._message_queue, _pending_message
    "app_internals:put_keys_first",  # MessagePump._message_queue, _pending_message
    "app_internals:messages_waiting",  # MessagePump._message_queue, _pending_message
    "app_internals:keys_queued",  # MessagePump._message_queue (textual._queue.Queue.values), _pending_message
    "app_internals:active_app_or_none",  # textual._context.active_app
    "app_internals:style_as_app_is_now",  # DOMNode._css_update_count
    "app_internals:style_stamp",  # App._css_update_count
    "app_internals:lay_out_again",  # Screen._refresh_layout
    "app_internals:replace_base_screen",  # Screen._push_result_callback
    "app_internals:HandlerErrors",  # MessagePump._on_message
    "app_internals:LaidOutKept",  # Screen._screen_resized
    "app_internals:UndrawnWhileSwitching",  # Screen._compositor_refresh
    "app_internals:AfterPaint",  # App._display, App._batch_count
    "app_internals:KeptModeSwitch",  # App._begin_batch, _end_batch; active_message_pump
    "app_internals:frame_painter",  # App._display
    "app_internals:replace_frame_painter",  # App._display
    "rendering:release_rendering",  # Widget._styles_cache, _render_cache, _dirty_regions, _arrangement_cache ...
    "rendering:post_refreshes_now",  # Widget._repaint_required, _layout_required, _check_refresh
    "data_table:TableHooks",  # DataTable._render_cell, _update_dimensions; Widget._refresh_scrollbars
    "data_table:measure_rows_by",  # DataTable._data, _row_locations (as _update_dimensions reads them)
    "data_table:body_cell",  # DataTable._row_locations, _column_locations, _data
    "data_table:draw_one_line_cell",  # DataTable._cell_render_cache, _get_styles_to_render_cell ...
    "data_table:row_key_at",  # DataTable._header_row_key, _row_locations
    "data_table:forget_drawn_rows",  # DataTable._row_render_cache, _line_cache
    "data_table:clear_table_caches",  # DataTable._clear_caches
    "data_table:look_at_scrollbars",  # Widget._scroll_update
    "data_table:scroll_cursor_into_view",  # DataTable._scroll_cursor_into_view
    "data_table:row_label_width",  # DataTable._row_label_column_width
    "data_table:rows_height",  # DataTable._total_row_height
    "data_table:order_rows",  # DataTable._row_locations, _update_count; textual._two_way_dict
    "data_table:add_unfilled_rows",  # DataTable._row_locations, _data, _require_update_dimensions, _update_count
    "data_table:fill_row",  # DataTable._data, _new_rows, _require_update_dimensions, _update_count
    "log_lines:write_printable_lines",  # Log._lines, _width, _process_line
    "keys:KeysFirst",  # Widget._on_key
    "keys:forwarded_copy",  # events.Key._set_forwarded
    "keys:suggestion_shown",  # Input._suggestion
    "keys:drop_suggestion",  # Input._suggestion
    "keys:as_typed",  # textual.keys._character_to_key; Screen._modal_binding_chain, Widget._on_key (through ...)
    "keys:KeysInTypedOrder",  # App.on_event; Screen._callbacks, _on_timer_update; asyncio's ready queue
    "footer:FooterKey",  # textual.widgets._footer
    "footer:bound_to_parent",  # DOMNode._reactive_connect
    "footer:reactive_default",  # Reactive._default
    "footer:set_bindings_ready",  # Footer._bindings_ready
    "footer:bindings_ready",  # Footer._bindings_ready
    "footer:prune_watchers",  # reactive's `__watchers`, MessagePump._closing
    "footer:composing_into",  # MessagePump._context
    "footer:measure_keys_by_their_text",  # FooterKey.render's layout of its parts (Widget.get_content_width)
    "strip_caches:make_strip_caches_at_first_use",  # Strip.__init__ and its seven cache slots
    "strip_caches:inner_outer_by_colors",  # textual._styles_cache.StylesCache.get_inner_outer
    "style_cache:fill_parse_cache",  # Stylesheet._parse_cache, Stylesheet._variables
    "style_cache:keep_parse_cache",  # Stylesheet._parse_cache, Stylesheet._variables
    "style_cache:hash_rules_by_identity",  # RuleSet.__hash__
    "cycles:cut_cycles",  # Widget._message_loop_exit, Strip.divide, LRUCache, Compositor._arrange_root, App._shutdown
    "cycles:cut_replaced_components",  # DOMNode._css_styles, _inline_styles (Styles.node)
    "component_styles:kept_component_styles",  # Stylesheet._process_component_classes, DOMNode._component_styles ...
    "dispatch:cache_dispatch_methods",  # MessagePump._get_dispatch_methods, _MessagePumpMeta, Message._sender ...
    "pilot_waits:settled",  # Screen's pending-update flags, _on_timer_update; App._batch_count, _resize_timer
    "pilot_waits:press_keys",  # App._press_keys's key building (textual.keys), App._animator
    "pilot_waits:settle_pilot_waits",  # Pilot.press, Pilot.pause (the tests' Pilot only)
)

# textual-serve (`rinkbook serve`, the `web` extra): the versions tested, and its patches.
TESTED_TEXTUAL_SERVE = ("1.1.0", "1.2.0")
SERVE_PATCHES = (
    "serve:ServerHooks",  # Server._make_app
    "serve:process_messages",  # Server._process_messages
    "serve:AppServiceHooks",  # AppService._open_app_process
    "serve:app_environment",  # AppService._build_environment
    "serve:use_app_process",  # AppService._process, AppService._stdin
    "serve:app_process",  # AppService._process
    "serve:output_reader",  # AppService._task
    "serve:forget_output_reader",  # AppService._task
    "serve:cancel_downloads",  # AppService._download_manager
)


def _release(version: str) -> tuple[int, ...]:
    """A version's release numbers: "8.2.8" -> (8, 2, 8); a pre-release's letters end it ("8.3.0rc1" -> (8, 3, 0))."""
    numbers: list[int] = []
    for part in version.split("."):
        digits = part[: len(part) - len(part.lstrip("0123456789"))]
        if not digits:
            break
        numbers.append(int(digits))
        if digits != part:
            break
    return tuple(numbers)


def untested(version: str, package: str = "textual") -> str | None:
    """What to re-check when `package` ("textual" or "textual-serve") at `version` is outside its tested range,
    or None inside it."""
    textual = package == "textual"
    (first, past), patches = (TESTED_TEXTUAL, PATCHES) if textual else (TESTED_TEXTUAL_SERVE, SERVE_PATCHES)
    if _release(first) <= _release(version) < _release(past):
        return None
    listed = "\n".join(f"  tui.textual_patches.{patch}" for patch in patches)
    named = "TESTED_TEXTUAL" if textual else "TESTED_TEXTUAL_SERVE"
    return (
        f"{package} {version} is outside the tested range {first} to {past} (excluded): re-check every patch "
        f"against its source, run the suite, then move {named}:\n{listed}"
    )
