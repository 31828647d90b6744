# manifest.cmake - ys_windows_manifest(TARGET): embeds ys.manifest (UTF-8
# active code page, per-monitor v2 DPI awareness, long paths) in a Windows
# program. Does nothing on other systems.
set(YS_WINDOWS_DIR ${CMAKE_CURRENT_LIST_DIR})
function(ys_windows_manifest target)
  if(NOT WIN32)
    return()
  endif()
  enable_language(RC)
  set(YS_MANIFEST ${PROJECT_BINARY_DIR}/packaging/ys.manifest)
  configure_file(${YS_WINDOWS_DIR}/ys.manifest ${YS_MANIFEST} @ONLY)
  configure_file(${YS_WINDOWS_DIR}/manifest.rc.in ${PROJECT_BINARY_DIR}/packaging/${target}-manifest.rc @ONLY)
  target_sources(${target} PRIVATE ${PROJECT_BINARY_DIR}/packaging/${target}-manifest.rc)
  set_source_files_properties(${PROJECT_BINARY_DIR}/packaging/${target}-manifest.rc TARGET_DIRECTORY ${target}
                              PROPERTIES OBJECT_DEPENDS ${YS_MANIFEST})
endfunction()
