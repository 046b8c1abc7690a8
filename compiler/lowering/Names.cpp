// Mangled names make functions unique across overloads, templates and lambdas.
#include "lowering/Names.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace ampclang {

Names::Names(ASTContext &Ctx) : Mangler(Ctx.createMangleContext()) {}
Names::~Names() = default;

std::string Names::function(const FunctionDecl &FD) {
  std::string Mangled;
  llvm::raw_string_ostream OS(Mangled);
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(&FD))
    Mangler->mangleName(GlobalDecl(Ctor, Ctor_Complete), OS);
  else if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(&FD))
    Mangler->mangleName(GlobalDecl(Dtor, Dtor_Complete), OS);
  else if (Mangler->shouldMangleDeclName(&FD))
    Mangler->mangleName(GlobalDecl(&FD), OS);
  else
    OS << FD.getName();
  return "amp_f" + sanitizeIdentifier(OS.str());
}

std::string Names::record(QualType T) {
  std::string Mangled;
  llvm::raw_string_ostream OS(Mangled);
  Mangler->mangleCanonicalTypeName(T.getCanonicalType().getUnqualifiedType(), OS);
  return "amp_t" + sanitizeIdentifier(OS.str());
}

std::string Names::typeidName(QualType T) {
  std::string Mangled;
  llvm::raw_string_ostream OS(Mangled);
  // typeid ignores references and top-level cv-qualifiers.
  Mangler->mangleCXXRTTIName(T.getNonReferenceType().getCanonicalType().getUnqualifiedType(), OS);
  return llvm::StringRef(OS.str()).drop_front(4).str(); // "_ZTS"
}

std::string Names::local(llvm::StringRef Name) {
  // OpenCL C keywords, types and built-ins a C++ name may collide with.
  static const llvm::StringSet<> Reserved = {
      "kernel", "__kernel", "global", "__global", "local", "__local", "constant",
      "__constant", "private", "__private", "read_only", "write_only", "read_write",
      "half", "bool", "char", "uchar", "short", "ushort", "uint", "ulong", "size_t",
      "ptrdiff_t", "intptr_t", "uintptr_t", "image1d_t", "image2d_t", "image3d_t",
      "sampler_t", "event_t", "vec_type_hint", "work_group_size_hint", "uniform",
      "pipe", "generic", "get_global_id", "get_local_id", "get_group_id", "barrier",
      "int2", "int3", "int4", "float2", "float3", "float4", "double2", "double4",
      "min", "max", "clamp", "mad", "dot", "cross", "length", "normalize", "select",
      "restrict", "inline", "auto", "register", "signed", "typedef", "struct", "union"};
  if (Name.empty())
    return "amp_unnamed";
  if (Reserved.contains(Name) || Name.starts_with("amp_") || Name.starts_with("__"))
    return "amp_u_" + Name.str();
  return Name.str();
}

std::string Names::field(const FieldDecl &F) {
  if (F.getName().empty())
    return "amp_field" + std::to_string(F.getFieldIndex());
  return local(F.getName());
}

} // namespace ampclang
